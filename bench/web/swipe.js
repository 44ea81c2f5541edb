// A swipeable card stack in plain DOM: the web page SwipeDeck is compared with (bench/run_bench.py).
// Drag the top card (pointer events), it turns about the grabbed point; released past 30% of its
// width or flicked it flies off, otherwise it springs back. Keys: Left/Right swipe, Backspace undo.
(function () {
  const cards = window.DECK.cards, visible = 3, threshold = 0.3, flickSpeed = 1000;
  const stack = document.getElementById("stack"), counter = document.getElementById("counter");
  let top = 0, history = [], drag = null;

  function cardElement(i) {
    const c = cards[i], el = document.createElement("div");
    el.className = "card";
    el.style.background = c.color || "#dddddd";
    el.innerHTML = (c.image ? `<img src="${c.image}">` : "") +
      `<h1></h1><h2></h2><div class="stamp like">LIKE</div><div class="stamp nope">NOPE</div>`;
    el.querySelector("h1").textContent = c.title;
    el.querySelector("h2").textContent = c.subtitle || "";
    return el;
  }

  function render() {
    stack.textContent = "";
    for (let slot = Math.min(visible, cards.length - top) - 1; slot >= 0; slot--) {
      const el = cardElement(top + slot);
      el.style.transform = `translateY(${slot * 12}px) scale(${1 - slot * 0.05})`;
      if (slot === 0) el.addEventListener("pointerdown", grab);
      stack.appendChild(el);
    }
    counter.textContent = `${Math.min(top + 1, cards.length)} / ${cards.length}`;
  }

  function grab(e) {
    const el = e.currentTarget, box = el.getBoundingClientRect();
    el.setPointerCapture(e.pointerId);
    drag = { el, x0: e.clientX, y0: e.clientY, samples: [[e.timeStamp, e.clientX]],
             ox: e.clientX - box.left, oy: e.clientY - box.top, sign: e.clientY - box.top > box.height / 2 ? -1 : 1 };
    el.style.transformOrigin = `${drag.ox}px ${drag.oy}px`;
    el.onpointermove = move;
    el.onpointerup = el.onpointercancel = release;
  }

  function pose(dx, dy) {
    const w = drag.el.offsetWidth, angle = drag.sign * Math.PI / 10 * Math.max(-1, Math.min(1, dx / w));
    drag.el.style.transform = `translate(${dx}px, ${dy}px) rotate(${angle}rad)`;
    const progress = Math.min(1, Math.abs(dx) / (threshold * w));
    drag.el.querySelector(".like").style.opacity = dx > 0 ? progress : 0;
    drag.el.querySelector(".nope").style.opacity = dx < 0 ? progress : 0;
  }

  function move(e) {
    drag.samples.push([e.timeStamp, e.clientX]);
    if (drag.samples.length > 8) drag.samples.shift();
    pose(e.clientX - drag.x0, e.clientY - drag.y0);
  }

  function release(e) {
    const dx = e.clientX - drag.x0, w = drag.el.offsetWidth, s = drag.samples;
    const dt = (s[s.length - 1][0] - s[0][0]) / 1000, v = dt > 0 ? (s[s.length - 1][1] - s[0][1]) / dt : 0;
    const el = drag.el;
    el.onpointermove = el.onpointerup = el.onpointercancel = null;
    if (Math.abs(dx) >= threshold * w || (Math.abs(v) >= flickSpeed && Math.sign(v) === Math.sign(dx))) {
      flyOff(el, dx >= 0 ? "right" : "left");
    } else {
      el.style.transition = "transform 0.5s cubic-bezier(.3,1.6,.5,1)";
      el.style.transform = "none";
      el.querySelectorAll(".stamp").forEach(s => (s.style.opacity = 0));
    }
    drag = null;
  }

  function flyOff(el, direction) {
    if (top >= cards.length) return;
    history.push(direction);
    el.style.transition = "transform 0.4s ease-in";
    el.style.transform = `translateX(${direction === "right" ? 1000 : -1000}px) rotate(${direction === "right" ? 0.6 : -0.6}rad)`;
    top += 1;
    setTimeout(render, 400);
  }

  function undo() { if (history.length) { history.pop(); top -= 1; render(); } }
  function swipeTop(direction) { const el = stack.lastElementChild; if (el) flyOff(el, direction); }

  document.getElementById("skip").onclick = () => swipeTop("left");
  document.getElementById("like").onclick = () => swipeTop("right");
  document.getElementById("undo").onclick = undo;
  document.addEventListener("keydown", e => {
    if (e.key === "ArrowLeft") swipeTop("left");
    if (e.key === "ArrowRight") swipeTop("right");
    if (e.key === "Backspace") undo();
  });
  render();
})();
