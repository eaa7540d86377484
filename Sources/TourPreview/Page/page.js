"use strict";
// The keyboard's keys and the names they send, from the host's list of keys.
const keys = JSON.parse(document.body.dataset.keys || "{}");
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
    else if (message.type === "status") deferStatus(message);
    else if (message.type === "export") save(message.name, message.svg);
  };
  socket.onclose = () => {
    connection.textContent = "disconnected: retrying…"; connection.className = "lost";
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 4000);
  };
}

// The status is drawn once the picture that came with it is painted (a reload sends both,
// and the status's lists take longer to lay out than the picture): the newest only.
let pendingStatus = null;
function deferStatus(status) {
  const waiting = pendingStatus !== null;
  pendingStatus = status;
  if (waiting) return;
  requestAnimationFrame(() => setTimeout(() => {
    const latest = pendingStatus;
    pendingStatus = null;
    showStatus(latest);
  }, 0));
}

function showFrame(svg) {
  const arrived = performance.timeOrigin + performance.now();
  stage.innerHTML = svg;
  const frame = Number(document.body.dataset.frames || 0) + 1;
  document.body.dataset.frames = String(frame);
  fitStage();
  notePaint(frame, arrived);
}

// When each of the last 64 frames arrived and was first painted, in milliseconds since 1970
// (a task queued from the next animation frame runs once that frame is painted), kept and
// told as a `tourhost-paint` event: what `tourhost-bench reload` reads to time a save to its
// pixels.
const paints = new Map();
window.tourhostPaints = paints;
function notePaint(frame, arrived) {
  requestAnimationFrame(() => setTimeout(() => {
    const times = [arrived, performance.timeOrigin + performance.now()];
    paints.set(frame, times);
    if (paints.size > 64) paints.delete(paints.keys().next().value);
    document.dispatchEvent(new CustomEvent("tourhost-paint", { detail: { frame, times } }));
  }, 0));
}

// The picture at the screen's own aspect: as large as the stage allows ("fit"), or one CSS
// pixel a point ("100"), so that two previews side by side are drawn at one scale. The zoom
// on show is written beside the buttons; the dialogs follow the picture.
let zoom = "fit";
const zoomValue = document.getElementById("page-zoom-value");
function fitStage() {
  const svg = stage.querySelector("svg");
  if (!svg || !svg.viewBox.baseVal || !svg.viewBox.baseVal.width) return;
  const box = svg.viewBox.baseVal;
  stage.classList.toggle("actual", zoom === "100");
  let scale = 1;
  if (zoom !== "100") {
    const room = stage.getBoundingClientRect();
    scale = Math.max(0.05, Math.min(room.width / box.width, room.height / box.height));
  }
  svg.style.width = `${box.width * scale}px`;
  svg.style.height = `${box.height * scale}px`;
  svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
  zoomValue.textContent = `${Math.round(scale * 100)} %`;
  document.body.dataset.zoom = String(scale);
  placeDialogs();
}
for (const button of document.querySelectorAll("#page-zoom button[data-zoom]")) {
  button.addEventListener("click", () => {
    zoom = button.dataset.zoom;
    for (const other of document.querySelectorAll("#page-zoom button[data-zoom]")) {
      other.classList.toggle("primary", other === button);
      other.setAttribute("aria-pressed", String(other === button));
    }
    fitStage();
  });
}

// The pickers: one for each setting the status lists, rebuilt when the choices change, each
// showing the value on show; a change asks the host to see the tour so.
let settingsKey = "";
const settingsBox = document.getElementById("page-settings");
function showSettings(list) {
  const key = JSON.stringify(list.map((setting) => [setting.name, setting.choices]));
  if (key !== settingsKey) {
    settingsKey = key;
    settingsBox.replaceChildren(...list.map((setting) => {
      const label = document.createElement("label");
      const select = document.createElement("select");
      select.id = `page-setting-${setting.name}`;
      select.dataset.setting = setting.name;
      label.append(setting.label, select);
      for (const choice of setting.choices) select.add(new Option(choice.label, choice.value));
      select.addEventListener("change", () => send({ type: "set", name: setting.name, value: select.value }));
      return label;
    }));
  }
  for (const setting of list) {
    const select = document.getElementById(`page-setting-${setting.name}`);
    if (select && select.value !== setting.value) select.value = setting.value;
  }
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
      } else if (!labelled && element.role === "text") {
        // Named by its first text (a rich bubble's title, else its hint), not a picture's alt.
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
    // Focus goes back to the control that had it, else to the mark's next control (so that
    // Enter means next, as the page says, even when a close control comes first), else the
    // first.
    const target = buttons.find((b) => b.dataset.action === hadFocus) || buttons.find((b) => b.dataset.action === "next")
      || buttons[0] || dialogLayer.querySelector("p");
    if (target) { if (!target.matches("button")) target.tabIndex = -1; target.focus(); }
  } else if (returnFocus) {
    const back = returnFocus;
    returnFocus = null;
    if (document.contains(back) && back.focus) back.focus(); else document.body.focus();
  }
}

// What check finds in the configuration on show: every finding listed, in check's words;
// those of the mark on show outlined on the phone, named by their rule.
const findingLayer = document.getElementById("page-findings");
// The findings as last drawn: a reload sends them again (they are most of the status), and
// unchanged they are not drawn again, so that the new picture is painted first.
let findingsKey = "";
function showFindings(list, dialog) {
  const key = JSON.stringify([list, dialog]);
  if (key === findingsKey) return;
  findingsKey = key;
  const lines = document.getElementById("page-checks-lines");
  lines.replaceChildren(...(list.length ? list : [null]).map((finding) => {
    const item = document.createElement("li");
    item.textContent = finding ? finding.text : "nothing found in this configuration";
    item.className = finding ? finding.severity : "none";
    return item;
  }));
  const shown = dialog ? list.filter((finding) => finding.mark === dialog.index && finding.frame.length === 4) : [];
  findingLayer.replaceChildren(...shown.map((finding) => {
    const box = document.createElement("div");
    box.className = finding.severity;
    box.dataset.frame = JSON.stringify(finding.frame);
    box.dataset.rule = finding.rule;
    const label = document.createElement("span");
    label.textContent = finding.rule;
    box.appendChild(label);
    return box;
  }));
  placeDialogs();
}

// Puts each dialog element over what the picture draws there.
function placeDialogs() {
  const svg = stage.querySelector("svg");
  if (!svg || !svg.viewBox.baseVal) return;
  const box = svg.getBoundingClientRect();
  const layer = dialogLayer.getBoundingClientRect();
  const scale = box.width / svg.viewBox.baseVal.width;
  for (const node of [...dialogLayer.querySelectorAll("[data-frame]"), ...findingLayer.querySelectorAll("[data-frame]")]) {
    const [x, y, w, h] = JSON.parse(node.dataset.frame);
    node.style.left = `${box.left - layer.left + x * scale}px`;
    node.style.top = `${box.top - layer.top + y * scale}px`;
    node.style.width = `${w * scale}px`;
    node.style.height = `${h * scale}px`;
  }
}
window.addEventListener("resize", fitStage);

function showStatus(status) {
  document.getElementById("page-tour").textContent = status.tour;
  document.getElementById("page-script").textContent = status.script;
  document.getElementById("page-position").textContent = status.position;
  document.getElementById("page-state").textContent = status.state;
  views = status.views || [];
  showSettings(status.settings || []);
  showFindings(status.findings || [], (status.dialogs || [])[0]);
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
  const why = status.why || [];
  document.getElementById("page-why").hidden = why.length === 0;
  document.getElementById("page-why-lines").replaceChildren(...why.map((line) => {
    const item = document.createElement("li");
    const [tour, verdict] = [line.slice(0, line.indexOf(": ")), line.slice(line.indexOf(": ") + 2)];
    const name = document.createElement("strong");
    name.textContent = tour;
    item.append(name, ": " + verdict);
    item.className = verdict.startsWith("show") ? "shows" : verdict.startsWith("waiting") ? "waiting" : "blocked";
    return item;
  }));
  const events = document.getElementById("page-events");
  events.replaceChildren(...status.events.map((line) => {
    const item = document.createElement("li");
    item.textContent = line.text;
    if (line.isError) item.className = "error";
    return item;
  }));
  events.scrollTop = events.scrollHeight;
  const notes = status.notes || [];
  const noteBox = document.getElementById("page-notes");
  const hadNotes = !noteBox.hidden;
  noteBox.hidden = notes.length === 0;
  noteBox.textContent = notes.join(" ");
  if (hadNotes !== notes.length > 0) fitStage();
  const problems = status.problems || [];
  const problemBox = document.getElementById("page-problems");
  const hadProblems = !problemBox.hidden;
  problemBox.hidden = problems.length === 0;
  document.getElementById("page-problems-lines").replaceChildren(...problems.map((text) => {
    const item = document.createElement("li");
    item.textContent = text;
    return item;
  }));
  if (hadProblems !== problems.length > 0) fitStage();
  const shown = errorBox.style.display === "block";
  if (status.reloadError) {
    document.getElementById("page-error-text").textContent = status.reloadError;
    errorBox.style.display = "block";
  } else {
    errorBox.style.display = "none";
  }
  // The banner takes room above the phone: the dialogs follow the phone's new size.
  if (shown !== Boolean(status.reloadError)) fitStage();
}

// What the page saved last (its name and text), for whoever checks it.
let lastExport = null;

// Saves an SVG of tourhost's as a file, the screen's pictures it refers to written into it
// (as data: URLs), so that the file shows what the page shows wherever it is opened.
async function save(name, svg) {
  const names = [...new Set([...svg.matchAll(/href="(?!data:|#)([^"]+)"/g)].map((match) => match[1]))];
  for (const picture of names) {
    try {
      const response = await fetch("/" + picture.split("/").map(encodeURIComponent).join("/"));
      if (!response.ok) continue;
      const blob = await response.blob();
      const url = await new Promise((done) => { const reader = new FileReader(); reader.onload = () => done(reader.result); reader.readAsDataURL(blob); });
      svg = svg.split(`href="${picture}"`).join(`href="${url}"`);
    } catch (error) { /* the picture stays a reference */ }
  }
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  lastExport = { name, svg };
  document.body.dataset.exported = name;
}

document.getElementById("page-export-picture").addEventListener("click", () => {
  const svg = stage.querySelector("svg");
  if (!svg) return;
  const copy = svg.cloneNode(true);
  copy.removeAttribute("style");
  save(`${document.getElementById("page-tour").textContent || "tour"}-picture.svg`, copy.outerHTML);
});
document.getElementById("page-export-sheet").addEventListener("click", () => send({ type: "export", what: "sheet" }));

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

// A click is its press and release on the stage, not the browser's click event: a picture that
// arrives between the two replaces the element pressed, and the browser then sends no click.
let pressed = null;
stage.addEventListener("mousedown", (event) => {
  pressed = event.button === 0 ? { x: event.clientX, y: event.clientY } : null;
});
stage.addEventListener("mouseup", (event) => {
  const press = pressed;
  pressed = null;
  if (!press || event.button !== 0 || Math.hypot(event.clientX - press.x, event.clientY - press.y) > 4) return;
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

const stepField = document.getElementById("page-step");
document.getElementById("page-step-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const step = Number(stepField.value);
  if (Number.isInteger(step) && step >= 1) send({ type: "step", step });
});

const commandField = document.getElementById("page-command");
document.getElementById("page-command-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const text = commandField.value.trim();
  if (text) send({ type: "command", text });
  commandField.value = "";
});

document.addEventListener("keydown", (event) => {
  if (event.target === commandField || event.target === stepField) return;
  if (event.target.closest && event.target.closest("#page-settings")) return;  // a picker takes its own keys
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
  if (keys[event.key]) { send({ type: "key", key: keys[event.key] }); event.preventDefault(); }
});

connect();
