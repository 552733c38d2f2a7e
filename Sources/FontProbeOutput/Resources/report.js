(function () {
  "use strict";
  var table = document.getElementById("all-findings");
  var form = document.getElementById("filters");
  if (!table || !form) return;
  var body = table.tBodies[0];
  var rows = Array.prototype.slice.call(body.rows);
  var search = document.getElementById("filter-text");
  var boxes = Array.prototype.slice.call(form.querySelectorAll("input[type=checkbox]"));
  var status = document.getElementById("filter-status");
  function apply() {
    var query = search.value.trim().toLowerCase();
    var shown = 0;
    var on = {};
    boxes.forEach(function (box) { on[box.value] = box.checked; });
    rows.forEach(function (row) {
      var visible = on[row.getAttribute("data-severity")] !== false &&
        (query === "" || row.textContent.toLowerCase().indexOf(query) >= 0);
      row.hidden = !visible;
      if (visible) shown += 1;
    });
    status.textContent = shown + " of " + rows.length + " shown";
  }
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  search.addEventListener("input", apply);
  boxes.forEach(function (box) { box.addEventListener("change", apply); });
  var headers = Array.prototype.slice.call(table.tHead.rows[0].cells);
  function sortBy(th, column, ascending) {
    headers.forEach(function (other) { other.removeAttribute("aria-sort"); });
    th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    function key(row) {
      var cell = row.cells[column];
      return cell.getAttribute("data-sort") || cell.textContent;
    }
    rows.sort(function (a, b) {
      var order = key(a).localeCompare(key(b), "en", { numeric: true });
      return (ascending ? order : -order) || (Number(a.getAttribute("data-order")) - Number(b.getAttribute("data-order")));
    });
    rows.forEach(function (row) { body.appendChild(row); });
  }
  headers.forEach(function (th, column) {
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = th.textContent;
    th.textContent = "";
    th.appendChild(button);
    button.addEventListener("click", function () {
      sortBy(th, column, th.getAttribute("aria-sort") !== "ascending");
    });
  });
  // A link can open the table sorted and filtered: #sort=severity (-severity reverses)&q=TEXT.
  var state = {};
  location.hash.slice(1).split("&").forEach(function (part) {
    var equals = part.indexOf("=");
    if (equals <= 0) return;
    // A link cut in the middle of an escape (#q=100%) is read as written, not a stop.
    var value = part.slice(equals + 1);
    try { value = decodeURIComponent(value); } catch (error) {}
    state[part.slice(0, equals)] = value;
  });
  if (state.q) search.value = state.q;
  if (state.sort) {
    var descending = state.sort.charAt(0) === "-";
    var name = (descending ? state.sort.slice(1) : state.sort).toLowerCase();
    headers.forEach(function (th, column) {
      if (th.textContent.trim().toLowerCase() === name) sortBy(th, column, !descending);
    });
  }
  form.hidden = false;
  var hint = document.getElementById("sort-hint");
  if (hint) hint.hidden = false;
  apply();
})();
