"""The chat-completions client against a real HTTP server on loopback."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest

from dialogflows.errors import DialogflowsError
from dialogflows.fake_llm import FakeChatServer
from dialogflows.llm_client import DEFAULT_BASE_URL, ChatClient, LLMError

MESSAGES = [{"role": "system", "content": "be brief"}, {"role": "user", "content": "hi"}]


@pytest.fixture
def server() -> Iterator[FakeChatServer]:
    with FakeChatServer() as s:
        yield s


@pytest.fixture
def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_complete_returns_the_content_and_sends_a_chat_request(server: FakeChatServer) -> None:
    server.push('{"ok": true}')
    with ChatClient(server.base_url, "tiny-model", api_key="sk-test") as client:
        assert client.complete(MESSAGES) == '{"ok": true}'
    (request,) = server.requests
    assert request.path == "/v1/chat/completions"
    assert request.body["model"] == "tiny-model"
    assert request.messages == MESSAGES
    assert request.body["response_format"] == {"type": "json_object"}
    assert request.headers["authorization"] == "Bearer sk-test"


def test_plain_text_mode_and_no_key(server: FakeChatServer) -> None:
    server.push("a summary")
    with ChatClient(server.base_url, "m") as client:
        assert client.complete(MESSAGES, response_format_json=False) == "a summary"
    assert "response_format" not in server.requests[0].body
    assert "authorization" not in server.requests[0].headers


def test_base_url_without_v1_prefix(server: FakeChatServer) -> None:
    server.push("x")
    with ChatClient(f"http://127.0.0.1:{server.port}/", "m") as client:
        assert client.complete(MESSAGES) == "x"
    assert server.requests[0].path == "/chat/completions"


def test_one_client_serves_several_calls(server: FakeChatServer) -> None:
    server.push("one", "two", "three")
    with ChatClient(server.base_url, "m") as client:
        assert [client.complete(MESSAGES) for _ in range(3)] == ["one", "two", "three"]


def test_http_error_is_an_llm_error_with_status(server: FakeChatServer) -> None:
    server.push({"status": 503, "body": "overloaded, try later"})
    with ChatClient(server.base_url, "m") as client, pytest.raises(LLMError) as info:
        client.complete(MESSAGES)
    assert info.value.kind == "http"
    assert info.value.status == 503
    assert "HTTP 503" in str(info.value)
    # the body may echo a request or a key: kept for a developer, never in the message
    assert "overloaded" not in str(info.value) and "overloaded" in info.value.detail
    assert isinstance(info.value, DialogflowsError)


def test_slow_endpoint_times_out(server: FakeChatServer) -> None:
    server.push({"delay": 1.0, "content": "too late"})
    with ChatClient(server.base_url, "m", timeout=0.3) as client, pytest.raises(LLMError) as info:
        client.complete(MESSAGES)
    assert info.value.kind == "timeout"
    assert "0.3 s" in str(info.value)


def test_connection_refused(closed_port: int) -> None:
    client = ChatClient(f"http://127.0.0.1:{closed_port}/v1", "m")
    with client, pytest.raises(LLMError) as info:
        client.complete(MESSAGES)
    assert info.value.kind == "connection"
    assert f"127.0.0.1:{closed_port}" in str(info.value)


def test_a_reply_that_is_not_a_completion(server: FakeChatServer) -> None:
    server.push({"raw": '{"choices": []}'}, {"raw": "<html>gateway</html>"})
    with ChatClient(server.base_url, "m") as client:
        for _ in range(2):
            with pytest.raises(LLMError) as info:
                client.complete(MESSAGES)
            assert info.value.kind == "protocol"


def test_an_exhausted_fake_answers_500(server: FakeChatServer) -> None:
    with ChatClient(server.base_url, "m") as client, pytest.raises(LLMError) as info:
        client.complete(MESSAGES)
    assert "no scripted reply left" in info.value.detail


async def test_acomplete(server: FakeChatServer) -> None:
    server.push("async hello", {"status": 500})
    async with ChatClient(server.base_url, "m") as client:
        assert await client.acomplete(MESSAGES) == "async hello"
        with pytest.raises(LLMError) as info:
            await client.acomplete(MESSAGES)
    assert info.value.status == 500
    assert server.requests[0].messages == MESSAGES


async def test_acomplete_times_out(server: FakeChatServer) -> None:
    server.push({"delay": 1.0, "content": "too late"})
    async with ChatClient(server.base_url, "m", timeout=0.3) as client:
        with pytest.raises(LLMError) as info:
            await client.acomplete(MESSAGES)
    assert info.value.kind == "timeout"


def test_from_env_prefers_dialogflows_variables() -> None:
    client = ChatClient.from_env(
        env={
            "DIALOGFLOWS_LLM_BASE_URL": "http://local:8000/v1/",
            "DIALOGFLOWS_LLM_MODEL": "qwen",
            "DIALOGFLOWS_LLM_API_KEY": "k1",
            "OPENAI_BASE_URL": "http://other/v1",
            "OPENAI_API_KEY": "k2",
        },
        timeout=3,
    )
    assert (client.url, client.model, client.api_key, client.timeout) == (
        "http://local:8000/v1/chat/completions",
        "qwen",
        "k1",
        3.0,
    )


def test_from_env_falls_back_to_openai_variables() -> None:
    env = {"DIALOGFLOWS_LLM_MODEL": "gpt-x", "OPENAI_API_KEY": "k2"}
    client = ChatClient.from_env(env=env)
    assert (client.base_url, client.api_key) == (DEFAULT_BASE_URL, "k2")
    client = ChatClient.from_env(env={**env, "OPENAI_BASE_URL": "http://proxy/v1"})
    assert client.base_url == "http://proxy/v1"
    assert ChatClient.from_env("explicit", env={}).model == "explicit"


def test_from_env_without_a_model_says_what_to_set() -> None:
    with pytest.raises(LLMError, match="DIALOGFLOWS_LLM_MODEL") as info:
        ChatClient.from_env(env={"OPENAI_API_KEY": "k"})
    assert info.value.kind == "config"
