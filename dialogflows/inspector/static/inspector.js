// The inspector page: send messages, swap in the fragments the server renders, draw the
// flow's diagram with the vendored mermaid bundle, and follow new versions of the session
// over server-sent events. No build step, no framework, nothing loaded from elsewhere.
(() => {
  "use strict";
  const root = document.getElementById("inspector");
  const base = root.dataset.base;
  const session = root.dataset.session;
  const user = root.dataset.user || null;
  // signed in with the inspector's cookie: state-changing requests carry its CSRF token
  const csrf = root.dataset.csrf || null;
  let live = true;
  let drawing = 0;

  mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme: "neutral" });

  function params(extra) {
    const p = new URLSearchParams({ session });
    if (user) p.set("user", user);
    for (const [k, v] of Object.entries(extra || {})) p.set(k, String(v));
    return p.toString();
  }

  function showError(message) {
    const box = document.getElementById("error");
    box.textContent = message || "";
    box.hidden = !message;
  }

  function posting(body) {
    const headers = { "Content-Type": "application/json" };
    if (csrf) headers["X-CSRF-Token"] = csrf;
    return { method: "POST", headers, body: JSON.stringify(body) };
  }

  async function call(url, options) {
    const response = await fetch(url, options);
    if (response.status === 401 && csrf) {
      // the sign-in ended (expired, or signed out in another tab): sign in again, then back here
      const here = window.location.pathname + window.location.search;
      window.location.href = base + "/login?why=expired&next=" + encodeURIComponent(here);
      throw new Error(response.statusText);
    }
    const body = await response.json();
    if (!response.ok) {
      throw new Error((body.error && body.error.message) || response.statusText);
    }
    return body;
  }

  async function draw() {
    const source = document.getElementById("diagram-source");
    const target = document.getElementById("diagram");
    if (!source || !target) return;
    const mine = ++drawing;
    const { svg } = await mermaid.render("flow-svg-" + mine, source.textContent);
    if (mine !== drawing) return; // a newer version is being drawn
    target.innerHTML = svg;
    target.dataset.drawn = root.dataset.version;
  }

  function show(view) {
    root.dataset.version = view.version;
    root.dataset.latest = view.latest;
    document.getElementById("chat").innerHTML = view.chat;
    document.getElementById("panels").innerHTML = view.panels;
    document.getElementById("timeline").innerHTML = view.timeline;
    const chat = document.getElementById("chat");
    const shown = chat.querySelector(".said.later");
    if (shown) shown.scrollIntoView({ block: "center" });
    else chat.scrollTop = chat.scrollHeight;
    const entry = document.querySelector("#events .version.shown");
    if (entry) entry.scrollIntoView({ block: "nearest" });
    draw().catch((e) => showError(String(e)));
  }

  async function load(version) {
    const extra = version == null ? {} : { version };
    show(await call(base + "/api/view?" + params(extra)));
  }

  document.getElementById("say").addEventListener("submit", async (event) => {
    event.preventDefault();
    const input = document.getElementById("message");
    const text = input.value;
    if (!text.trim()) return;
    input.value = "";
    showError("");
    try {
      live = true;
      const before = Number(root.dataset.latest);
      const view = await call(base + "/api/say", posting({ session, user, text }));
      show(view);
      // a new session gets its id into the address once it exists, so a reload finds it
      if (!new URLSearchParams(window.location.search).get("session")) {
        window.history.replaceState(null, "", base + "?" + params());
      }
      // a refused message (too long, only control characters) saves nothing: say why here
      if (view.version === before && view.messages.length) showError(view.messages.join(" "));
    } catch (e) {
      input.value = text;
      showError(e.message);
    }
    input.focus();
  });

  document.addEventListener("click", async (event) => {
    const diagram = event.target.closest("#diagram");
    if (diagram) {
      diagram.classList.toggle("zoomed"); // the whole diagram over the page, and back
      return;
    }
    const target = event.target.closest("button");
    if (!target) return;
    try {
      if (target.dataset.gotoVersion) {
        const version = Number(target.dataset.gotoVersion);
        live = version >= Number(root.dataset.latest);
        await load(live ? null : version);
      } else if (target.id === "back-live") {
        live = true;
        await load(null);
      } else if (target.id === "fork") {
        const version = Number(target.dataset.version);
        const body = await call(base + "/api/fork", posting({ session, user, version }));
        const p = new URLSearchParams({ session: body.session });
        if (body.user) p.set("user", body.user);
        window.location.href = base + "?" + p.toString();
      } else if (target.id === "new-session") {
        const p = new URLSearchParams();
        if (user) p.set("user", user);
        window.location.href = base + (p.toString() ? "?" + p.toString() : "");
      }
    } catch (e) {
      showError(e.message);
    }
  });

  document.getElementById("session-picker").addEventListener("change", (event) => {
    const option = event.target.selectedOptions[0];
    const p = new URLSearchParams({ session: option.value });
    if (option.dataset.user) p.set("user", option.dataset.user);
    window.location.href = base + "?" + p.toString();
  });

  // new versions saved by any process sharing the store (another tab, the HTTP API)
  const stream = new EventSource(base + "/api/stream?" + params());
  stream.onmessage = (message) => {
    const { version } = JSON.parse(message.data);
    if (version > Number(root.dataset.latest)) {
      if (live) load(null).catch((e) => showError(e.message));
      else root.dataset.latest = version;
    }
  };

  const chat = document.getElementById("chat");
  chat.scrollTop = chat.scrollHeight;
  live = root.dataset.version === root.dataset.latest;
  draw().catch((e) => showError(String(e)));
})();
