"""The HTTP face of a dispatcher in one import: the app and serving it.

Two layers live apart so neither imports the other back: ``http_app`` builds the FastAPI
app over a dispatcher, ``http_serve`` loads, checks the options and runs it (one process or
several workers). Callers import both from here, as docs/http.md shows; nothing inside the
package imports this module, which keeps it out of every import circle.
"""

from __future__ import annotations

from .http_app import MAX_BODY_BYTES, ServerSettings, create_app
from .http_serve import serve

__all__ = ["MAX_BODY_BYTES", "ServerSettings", "create_app", "serve"]
