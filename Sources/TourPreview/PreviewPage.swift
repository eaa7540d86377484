/// The preview page: plain HTML and JavaScript, served by the binary. It shows the scene the
/// host pushes over the WebSocket, turns clicks on the picture into taps (in screen points),
/// offers the interactive mode's keys as buttons and its `:` command line as a field (any
/// headless input command), and shows the error of a save that could
/// not be loaded over the picture until a save loads. It reconnects when the host restarts.
/// Hovering over the picture shows the view under the pointer (key path, frame, type, label);
/// in pick mode a click copies `view = "key.path"` instead of tapping.
/// Each shown mark is also an ARIA modal dialog over the picture (labelled by its hint; its
/// texts, progress and controls placed over the drawn ones, transparent, for keyboards and
/// screen readers; the picture itself is hidden from them): focus moves into it when it
/// appears and stays there on Tab, Escape skips where there is a skip control, Enter or Space
/// on a control presses it, and focus returns where it was when the marks are gone.
/// Its own elements' ids start with `page-`, so that they never meet the ids inside the SVG
/// (`tour`, `overlay`, `mark-1`, ...).
enum PreviewPage {
  static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>tourhost preview</title>
    <style>
      :root { color-scheme: light dark; --panel: #1c1c1e; --text: #f2f2f7; --muted: #8e8e93; --accent: #0a84ff; --error: #ff453a; }
      * { box-sizing: border-box; }
      html, body { margin: 0; height: 100%; background: #2c2c2e; color: var(--text); font: 14px/1.4 system-ui, "DejaVu Sans", sans-serif; }
      main { display: flex; height: 100%; }
      #page-stage-wrap { flex: 1; display: flex; align-items: center; justify-content: center; padding: 24px; position: relative; min-width: 0; }
      #page-stage { height: 100%; display: flex; align-items: center; justify-content: center; cursor: crosshair; }
      #page-stage svg { height: 100%; max-width: 100%; width: auto; border-radius: 28px; box-shadow: 0 12px 40px rgba(0,0,0,.45); background: #fff; }
      #page-error { position: absolute; left: 24px; right: 24px; top: 24px; padding: 12px 16px; border-radius: 10px; background: rgba(40,0,0,.92);
        border: 1px solid var(--error); color: #ffd6d3; font: 13px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; display: none; }
      #page-error strong { color: var(--error); display: block; font-family: system-ui, "DejaVu Sans", sans-serif; margin-bottom: 4px; }
      aside { width: 320px; background: var(--panel); padding: 20px; display: flex; flex-direction: column; gap: 14px; overflow: hidden; }
      h1 { font-size: 17px; margin: 0; }
      #page-script { color: var(--muted); font-size: 12px; word-break: break-all; }
      #page-position { font-size: 22px; font-weight: 600; }
      #page-state { color: var(--muted); }
      .keys { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; }
      button { background: #3a3a3c; color: var(--text); border: 0; border-radius: 8px; padding: 8px 6px; font: inherit; cursor: pointer; }
      button:hover { background: #48484a; }
      button.primary { background: var(--accent); }
      #page-events { list-style: none; margin: 0; padding: 0; font: 12px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; color: #d1d1d6; overflow: auto; flex: 1; }
      #page-events li.error { color: var(--error); }
      #page-connection { font-size: 12px; color: var(--muted); }
      #page-connection.lost { color: var(--error); }
      #page-command-form { display: flex; gap: 6px; }
      #page-pick-info { font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; color: #d1d1d6; min-height: 3em; word-break: break-all; }
      #page-pick.active { background: var(--accent); }
      #page-stage.picking { cursor: copy; }
      #page-dialogs { position: absolute; inset: 0; pointer-events: none; }
      .page-dialog { position: absolute; inset: 0; }
      .page-dialog * { position: absolute; margin: 0; padding: 0; color: transparent; background: transparent; border: 0;
        font: inherit; overflow: hidden; pointer-events: none; }
      .page-dialog :focus { outline: 3px solid var(--accent); outline-offset: 2px; border-radius: 6px; overflow: visible; }
      #page-command { flex: 1; min-width: 0; background: #2c2c2e; color: var(--text); border: 1px solid #48484a; border-radius: 8px;
        padding: 7px 8px; font: 12px ui-monospace, "DejaVu Sans Mono", monospace; }
    </style>
    </head>
    <body>
    <main>
      <div id="page-stage-wrap">
        <div id="page-stage" title="Click to tap the screen" aria-hidden="true"></div>
        <div id="page-dialogs"></div>
        <div id="page-error" role="alert"><strong>This save could not be loaded; the last good version still runs.</strong><span id="page-error-text"></span></div>
      </div>
      <aside>
        <div><h1 id="page-tour">tourhost</h1><div id="page-script"></div></div>
        <div><div id="page-position">connecting…</div><div id="page-state"></div></div>
        <div class="keys">
          <button data-key="previous" title="← previous">← Previous</button>
          <button data-key="next" class="primary" title="→ or Enter">Next →</button>
          <button data-key="skip" title="s">Skip</button>
          <button data-key="pause" title="p">Pause</button>
          <button data-key="overlay" title="o">Overlay</button>
          <button data-key="cutout" title="c">Cutout</button>
          <button data-key="restart" title="r">Restart</button>
          <button data-key="rotate" title="t">Rotate</button>
          <button data-key="locale" title="l">Language</button>
        </div>
        <div><button id="page-pick" type="button" title="v: a click copies the view's name instead of tapping">Pick a view</button></div>
        <div id="page-pick-info" aria-live="polite"></div>
        <form id="page-command-form" autocomplete="off">
          <input id="page-command" aria-label="Input command" placeholder="event basketOpened" spellcheck="false">
          <button type="submit">Run</button>
        </form>
        <div id="page-screens" class="keys"></div>
        <ul id="page-events"></ul>
        <div id="page-connection">connecting…</div>
      </aside>
    </main>
    <script>
    "use strict";
    const stage = document.getElementById("page-stage");
    const errorBox = document.getElementById("page-error");
    const connection = document.getElementById("page-connection");
    const pickInfo = document.getElementById("page-pick-info");
    const pickButton = document.getElementById("page-pick");
    let socket = null;
    let retry = 250;
    let views = [];
    let picking = false;
    let dialogs = [];
    let dialogsKey = "";
    let returnFocus = null;
    const dialogLayer = document.getElementById("page-dialogs");

    function connect() {
      socket = new WebSocket(`ws://${location.host}/ws`);
      socket.onopen = () => { retry = 250; connection.textContent = "live"; connection.className = ""; };
      socket.onmessage = (event) => {
        const message = JSON.parse(event.data);
        if (message.type === "frame") showFrame(message.svg);
        else if (message.type === "status") showStatus(message);
      };
      socket.onclose = () => {
        connection.textContent = "disconnected: retrying…"; connection.className = "lost";
        setTimeout(connect, retry);
        retry = Math.min(retry * 2, 4000);
      };
    }

    function showFrame(svg) {
      stage.innerHTML = svg;
      document.body.dataset.frames = String(Number(document.body.dataset.frames || 0) + 1);
      placeDialogs();
    }

    // The marks as modal dialogs: rebuilt when they change, focus moved in when they appear
    // and back where it was when they are gone.
    function showDialogs(list) {
      const key = JSON.stringify(list);
      if (key === dialogsKey) return;
      const hadFocus = dialogLayer.contains(document.activeElement) ? document.activeElement.dataset.action : null;
      if (dialogs.length === 0 && list.length > 0 && !dialogLayer.contains(document.activeElement)) returnFocus = document.activeElement;
      dialogsKey = key;
      dialogs = list;
      dialogLayer.replaceChildren(...list.map((dialog) => {
        const box = document.createElement("div");
        box.className = "page-dialog";
        box.setAttribute("role", "dialog");
        box.setAttribute("aria-modal", "true");
        box.dataset.index = String(dialog.index);
        let labelled = false;
        dialog.elements.forEach((element, offset) => {
          const node = document.createElement(element.role === "button" ? "button" : "p");
          node.textContent = element.label;
          node.id = `page-dialog-${dialog.index}-${offset}`;
          node.dataset.frame = JSON.stringify(element.frame);
          if (element.role === "button") {
            node.type = "button";
            node.dataset.action = element.action;
            node.addEventListener("click", () => send({ type: "key", key: element.action }));
          } else if (!labelled) {
            box.setAttribute("aria-labelledby", node.id);
            labelled = true;
          }
          box.appendChild(node);
        });
        if (!labelled) box.setAttribute("aria-label", dialog.label || "Coach mark");
        box.dataset.escapes = String(dialog.escapes);
        return box;
      }));
      placeDialogs();
      if (list.length > 0) {
        const buttons = [...dialogLayer.querySelectorAll("button")];
        const target = buttons.find((b) => b.dataset.action === hadFocus) || buttons[0] || dialogLayer.querySelector("p");
        if (target) { if (!target.matches("button")) target.tabIndex = -1; target.focus(); }
      } else if (returnFocus) {
        const back = returnFocus;
        returnFocus = null;
        if (document.contains(back) && back.focus) back.focus(); else document.body.focus();
      }
    }

    // Puts each dialog element over what the picture draws there.
    function placeDialogs() {
      const svg = stage.querySelector("svg");
      if (!svg || !svg.viewBox.baseVal) return;
      const box = svg.getBoundingClientRect();
      const layer = dialogLayer.getBoundingClientRect();
      const scale = box.width / svg.viewBox.baseVal.width;
      for (const node of dialogLayer.querySelectorAll("[data-frame]")) {
        const [x, y, w, h] = JSON.parse(node.dataset.frame);
        node.style.left = `${box.left - layer.left + x * scale}px`;
        node.style.top = `${box.top - layer.top + y * scale}px`;
        node.style.width = `${w * scale}px`;
        node.style.height = `${h * scale}px`;
      }
    }
    window.addEventListener("resize", placeDialogs);

    function showStatus(status) {
      document.getElementById("page-tour").textContent = status.tour;
      document.getElementById("page-script").textContent = status.script;
      document.getElementById("page-position").textContent = status.position;
      document.getElementById("page-state").textContent = status.state;
      views = status.views || [];
      showDialogs(status.dialogs || []);
      const screens = document.getElementById("page-screens");
      screens.replaceChildren(...(status.screens || []).map((name) => {
        const button = document.createElement("button");
        button.textContent = name;
        button.dataset.screen = name;
        if (name === status.screen) button.className = "primary";
        button.addEventListener("click", () => send({ type: "navigate", screen: name }));
        return button;
      }));
      const events = document.getElementById("page-events");
      events.replaceChildren(...status.events.map((line) => {
        const item = document.createElement("li");
        item.textContent = line.text;
        if (line.isError) item.className = "error";
        return item;
      }));
      events.scrollTop = events.scrollHeight;
      if (status.reloadError) {
        document.getElementById("page-error-text").textContent = status.reloadError;
        errorBox.style.display = "block";
      } else {
        errorBox.style.display = "none";
      }
    }

    function send(message) {
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    }

    // The point of the screen under the pointer, in points; null off the picture.
    function screenPoint(event) {
      const svg = stage.querySelector("svg");
      if (!svg) return null;
      const point = svg.createSVGPoint();
      point.x = event.clientX;
      point.y = event.clientY;
      const inside = point.matrixTransform(svg.getScreenCTM().inverse());
      return { x: Math.round(inside.x * 100) / 100, y: Math.round(inside.y * 100) / 100 };
    }

    // The innermost view under a point: the last one drawn that holds it.
    function viewAt(point) {
      let found = null;
      for (const view of views) {
        const [x, y, w, h] = view.frame;
        if (point.x >= x && point.x < x + w && point.y >= y && point.y < y + h) found = view;
      }
      return found;
    }

    function describe(view) {
      const f = view.frame.map((n) => Math.round(n * 100) / 100).join(", ");
      return `${view.path}  [${f}]` + (view.type ? `  ${view.type}` : "") + (view.label ? `  "${view.label}"` : "");
    }

    function setPicking(on) {
      picking = on;
      pickButton.classList.toggle("active", on);
      stage.classList.toggle("picking", on);
      pickButton.textContent = on ? "Picking: click a view" : "Pick a view";
    }

    stage.addEventListener("mousemove", (event) => {
      const point = screenPoint(event);
      const view = point && viewAt(point);
      if (!picking || !pickInfo.dataset.copied) pickInfo.textContent = view ? describe(view) : "";
    });

    stage.addEventListener("click", (event) => {
      const point = screenPoint(event);
      if (!point) return;
      if (picking) {
        const view = viewAt(point);
        if (!view) return;
        const text = `view = "${view.path}"`;
        pickInfo.textContent = `copied: ${text}`;
        pickInfo.dataset.copied = text;
        if (navigator.clipboard) navigator.clipboard.writeText(text).catch(() => {});
        setTimeout(() => { delete pickInfo.dataset.copied; }, 1500);
        setPicking(false);
        return;
      }
      send({ type: "tap", x: point.x, y: point.y });
    });

    pickButton.addEventListener("click", () => setPicking(!picking));

    for (const button of document.querySelectorAll("button[data-key]")) {
      button.addEventListener("click", () => send({ type: "key", key: button.dataset.key }));
    }

    const commandField = document.getElementById("page-command");
    document.getElementById("page-command-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const text = commandField.value.trim();
      if (text) send({ type: "command", text });
      commandField.value = "";
    });

    document.addEventListener("keydown", (event) => {
      if (event.target === commandField) return;
      if (event.key === "Escape" && picking) { setPicking(false); return; }
      const inDialog = dialogLayer.contains(event.target);
      if (dialogs.length > 0 && event.key === "Escape") {
        if (dialogs.some((dialog) => dialog.escapes)) send({ type: "key", key: "skip" });
        event.preventDefault();
        return;
      }
      if (dialogs.length > 0 && event.key === "Tab") {
        // Focus stays in the dialog: Tab and Shift-Tab go round its controls.
        const buttons = [...dialogLayer.querySelectorAll("button")];
        if (buttons.length > 0) {
          const at = buttons.indexOf(document.activeElement);
          const next = at < 0 ? 0 : (at + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length;
          buttons[next].focus();
        }
        event.preventDefault();
        return;
      }
      if (inDialog && (event.key === "Enter" || event.key === " ")) return;  // they press the focused control
      if (event.key === ":") { commandField.focus(); event.preventDefault(); return; }
      if (event.key === "v") { setPicking(!picking); event.preventDefault(); return; }
      const keys = { ArrowRight: "next", Enter: "next", ArrowLeft: "previous", s: "skip", p: "pause", r: "restart", o: "overlay", c: "cutout", t: "rotate", l: "locale", Tab: "screen" };
      if (keys[event.key]) { send({ type: "key", key: keys[event.key] }); event.preventDefault(); }
    });

    connect();
    </script>
    </body>
    </html>
    """#
}
