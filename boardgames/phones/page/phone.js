// A seat's page: keeps a WebSocket to the table open (reconnecting with backoff when the phone
// sleeps or loses the network), draws what the table sends for this seat, and sends the action
// text of the button tapped. Everything from the table is written as text, never as HTML.
"use strict";
(function () {
  const base = location.pathname.replace(/\/+$/, "");
  const wsUrl = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + base + "/ws";
  const $ = (id) => document.getElementById(id);
  let ws = null;
  let delay = 500;
  let timer = null;
  let stopped = false;
  let last = null;
  let pending = false;
  let errorTimer = null;

  function conn(text, ok) {
    const el = $("conn");
    el.textContent = text;
    el.className = ok ? "conn ok" : "conn";
  }

  function cover(text, button) {
    $("cover-text").textContent = text;
    $("cover").hidden = !text;
    $("cover-button").hidden = !button;
  }

  function showError(text) {
    const el = $("error");
    el.textContent = text;
    el.hidden = !text;
    clearTimeout(errorTimer);
    if (text) errorTimer = setTimeout(() => { el.hidden = true; }, 6000);
  }

  function list(id, items) {
    const ul = $(id);
    ul.replaceChildren();
    for (const item of items) {
      const li = document.createElement("li");
      li.textContent = item;
      ul.appendChild(li);
    }
  }

  function render(page) {
    const startedTurn = page.turn && !(last && last.turn);
    last = page;
    pending = false;
    document.title = page.name + " - " + page.game;
    $("name").textContent = page.name;
    $("game").textContent = page.game;
    $("seat").style.background = page.colour;
    $("status").textContent = page.status;
    $("prompt").textContent = page.prompt;
    $("hint").textContent = page.hint;
    const box = $("choices");
    box.replaceChildren();
    const groups = new Map();
    for (const c of page.choices) {
      if (!groups.has(c.group)) groups.set(c.group, []);
      groups.get(c.group).push(c);
    }
    for (const [title, choices] of groups) {
      const div = document.createElement("div");
      div.className = "group";
      if (title) {
        const h = document.createElement("h2");
        h.textContent = title;
        div.appendChild(h);
      }
      const grid = document.createElement("div");
      // Short labels (a bid's number) sit side by side like a keypad, so a bid of 15 needs no
      // scrolling; a long one (a card's name, "0: pass this round") takes a row of its own.
      grid.className = "buttons";
      for (const c of choices) {
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = c.label;
        b.dataset.act = c.act;
        const classes = [];
        if (c.label.length > 8) classes.push("wide");
        if (c.chosen) classes.push("chosen");
        b.className = classes.join(" ");
        b.addEventListener("click", () => choose(c.act));
        grid.appendChild(b);
      }
      div.appendChild(grid);
      box.appendChild(div);
    }
    const sections = $("sections");
    sections.replaceChildren();
    for (const s of page.sections) {
      const sec = document.createElement("section");
      sec.className = "box";
      const h = document.createElement("h2");
      h.textContent = s.title;
      const ul = document.createElement("ul");
      for (const line of s.lines) {
        const li = document.createElement("li");
        li.textContent = line;
        ul.appendChild(li);
      }
      sec.append(h, ul);
      sections.appendChild(sec);
    }
    list("scores", page.scores.map((p) => p.name + ": " + p.score));
    list("log", page.log);
    if (startedTurn) {
      if (navigator.vibrate) navigator.vibrate([200, 100, 200]);
      document.body.classList.remove("flash");
      void document.body.offsetWidth;
      document.body.classList.add("flash");
    }
  }

  function choose(act) {
    if (pending || !ws || ws.readyState !== WebSocket.OPEN) {
      if (!pending) showError("Not connected to the table: reconnecting...");
      return;
    }
    pending = true;
    for (const b of document.querySelectorAll("#choices button")) b.disabled = true;
    showError("");
    ws.send(JSON.stringify({ act: act }));
  }

  function onMessage(event) {
    let msg;
    try { msg = JSON.parse(event.data); } catch (e) { return; }
    if (msg.type === "state") {
      render(msg.page);
    } else if (msg.type === "error") {
      pending = false;
      for (const b of document.querySelectorAll("#choices button")) b.disabled = false;
      showError(msg.text);
    } else if (msg.type === "ok") {
      showError("");
    } else if (msg.type === "taken") {
      stopped = true;
      cover("This seat was opened on another device.", true);
    } else if (msg.type === "replaced") {
      stopped = true;
      cover("This link was replaced by a new code: scan the new one on the big screen.", false);
    }
  }

  function connect() {
    clearTimeout(timer);
    timer = null;
    if (stopped) return;
    conn("Connecting to the table...", false);
    ws = new WebSocket(wsUrl);
    ws.onopen = () => { delay = 500; conn("Connected to the table", true); };
    ws.onmessage = onMessage;
    ws.onclose = () => {
      ws = null;
      if (!stopped) retry();
    };
  }

  function retry() {
    if (timer || stopped) return;
    conn("Lost the table: reconnecting...", false);
    const wait = delay + Math.random() * delay * 0.3;
    delay = Math.min(delay * 2, 8000);
    timer = setTimeout(() => {
      timer = null;
      fetch(base + "/hello", { cache: "no-store" }).then((r) => {
        if (r.status === 403) {
          stopped = true;
          cover("This link no longer opens a seat: scan the code on the big screen again.", false);
        } else {
          connect();
        }
      }, () => retry());
    }, wait);
  }

  $("cover-button").addEventListener("click", () => {
    stopped = false;
    cover("", false);
    connect();
  });
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden && !ws && !stopped) { delay = 500; connect(); }
  });
  connect();
})();
