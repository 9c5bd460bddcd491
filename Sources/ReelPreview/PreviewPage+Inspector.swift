// SPDX-License-Identifier: MIT

extension PreviewPage {
  /// Hit-testing and the inspector panel: the topmost element under the pointer (drawing order,
  /// frames in canvas points) and its index path, frame, alpha, transform and zIndex.
  static let inspectorScript = #"""

    async function inspection() {
      if (state.inspected && state.inspected.frame === state.frame) return state.inspected;
      const o = options(), f = state.frame;
      const data = await (await fetch(
        `/inspect?f=${f}&appearance=${o.appearance}&v=${state.scene.version}`)).json();
      state.inspected = { frame: f, data };
      return state.inspected;
    }

    function hit(data, x, y) {
      for (const view of data.views.slice().reverse()) {
        if (!view.origin) continue;
        const elements = view.inspect.elements || [];
        for (const e of elements.slice().reverse()) {
          if (e.hidden || e.alpha <= 0) continue;
          const left = view.origin[0] + e.frame.x, top = view.origin[1] + e.frame.y;
          if (x >= left && x < left + e.frame.width && y >= top && y < top + e.frame.height) {
            return { view, element: e, left, top };
          }
        }
      }
      return null;
    }

    function describe(found) {
      const e = found.element, f = e.frame, t = e.transform;
      const identity = t.every((v, i) => v === (i % 5 === 0 ? 1 : 0));
      const rows = [
        ['view', found.view.name],
        ['element', e.category + (e.kind ? ` (${e.kind})` : '')],
        ['indexPath', `[${e.section}, ${e.item}]`],
        ['id', e.id],
        ['frame', `(${f.x}, ${f.y}, ${f.width}, ${f.height})`],
        ['alpha', e.alpha],
        ['transform', identity ? 'identity' : `[${t.join(', ')}]`],
        ['zIndex', e.zIndex],
      ];
      const list = document.createElement('dl');
      list.id = 'element';
      for (const [name, value] of rows) {
        const dt = document.createElement('dt'), dd = document.createElement('dd');
        dt.textContent = name; dd.textContent = value; dd.dataset.key = name;
        list.append(dt, dd);
      }
      return list;
    }

    async function inspectAt(x, y, pinned) {
      if (!state.scene || !state.scene.frames) return;
      const { data } = await inspection();
      const found = hit(data, x, y), box = $('hover'), frame = $('frame');
      if (!found) {
        box.hidden = true;
        if (!state.pinned) $('picked').textContent = 'No element here.';
        return;
      }
      const ratio = frame.clientWidth / state.scene.width;
      const stage = $('stage').getBoundingClientRect(), image = frame.getBoundingClientRect();
      const e = found.element.frame;
      box.hidden = false;
      box.className = pinned ? 'pinned' : '';
      const originX = image.left - stage.left + $('stage').scrollLeft;
      const originY = image.top - stage.top + $('stage').scrollTop;
      box.style.left = (originX + found.left * ratio) + 'px';
      box.style.top = (originY + found.top * ratio) + 'px';
      box.style.width = e.width * ratio + 'px';
      box.style.height = e.height * ratio + 'px';
      if (pinned || !state.pinned) $('picked').replaceChildren(describe(found));
    }

    function canvasPoint(event) {
      const frame = $('frame'), r = frame.getBoundingClientRect();
      const ratio = state.scene.width / r.width;
      return { x: (event.clientX - r.left) * ratio, y: (event.clientY - r.top) * ratio };
    }
    $('frame').onmousemove = event => {
      if (state.pinned) return;
      const p = canvasPoint(event);
      inspectAt(p.x, p.y, false);
    };
    $('frame').onclick = event => {
      const p = canvasPoint(event);
      state.pinned = p;
      inspectAt(p.x, p.y, true);
    };
    $('frame').ondblclick = () => { state.pinned = null; $('hover').hidden = true; };
    """#
}
