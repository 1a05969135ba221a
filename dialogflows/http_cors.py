"""CORS for an allowlist of origins: Starlette's middleware, with refusals in the API's shape.

A browser page on an allowed origin may call the API with the headers a client of this API
sends (``Authorization``, ``X-API-Key``, ``Content-Type``, ``Idempotency-Key``,
``traceparent``); a preflight from any other origin is refused with 403 and no
``Access-Control-Allow-Origin``, so the browser blocks the call. Credentials travel in
headers, never cookies, so ``allow_credentials`` stays off.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.datastructures import Headers
from starlette.middleware.cors import CORSMiddleware
from starlette.responses import Response

from .http_gate import error_body

__all__ = ["ALLOWED_HEADERS", "Cors"]

ALLOWED_HEADERS = ("authorization", "content-type", "idempotency-key", "traceparent", "x-api-key")


class Cors(CORSMiddleware):
    def __init__(self, app: Any, origins: tuple[str, ...]) -> None:
        super().__init__(
            app,
            allow_origins=list(origins),
            allow_methods=["GET", "POST", "DELETE"],
            allow_headers=list(ALLOWED_HEADERS),
            expose_headers=["retry-after"],
            max_age=600,
        )

    def preflight_response(self, request_headers: Headers) -> Response:
        response = super().preflight_response(request_headers)
        if response.status_code < 400:
            return response
        reason = bytes(response.body).decode(errors="replace")  # "Disallowed CORS origin", …
        body = json.dumps(error_body("cors_refused", f"preflight refused: {reason}")).encode()
        headers = {
            k: v for k, v in response.headers.items() if k.lower().startswith("access-control-")
        }
        headers.pop("access-control-allow-origin", None)
        return Response(body, status_code=403, headers=headers, media_type="application/json")
