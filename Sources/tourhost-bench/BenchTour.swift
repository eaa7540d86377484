import Foundation

/// The tour the benchmark saves over and over: a script that requires a module and reads its
/// screen from a JSON file, as a real tour would, in a temporary folder.
struct BenchTour {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourhost-bench-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try write("hints.lua", "return { next = \"Next\" }\n")
    try write(
      "screen.json",
      #"{ "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 }, "views": [ { "id": "search", "frame": [16, 60, 358, 44] }, { "id": "list", "frame": [0, 120, 390, 600], "children": [ { "id": "row", "frame": [0, 0, 390, 88] } ] }, { "id": "cart", "frame": [310, 760, 64, 48] } ] }"#
    )
    try save(hint: "Hint 0")
  }

  /// Makes the tour's folder the working directory, so that runs name the script as a user
  /// would, from its folder.
  func enter() throws {
    guard FileManager.default.changeCurrentDirectoryPath(folder.path) else { throw BenchError("cannot enter \(folder.path)") }
  }

  /// The script, with `hint` as the first mark's text.
  func script(hint: String) -> String {
    """
    local hints = require "hints"
    return {
      id = "bench",
      screen = "screen.json",
      numberOfCoachMarks = 3,
      coachMarkAt = function(ctl, index)
        return ctl.helper:makeCoachMark { view = ({ "search", "list.row", "cart" })[index] }
      end,
      coachMarkViewsAt = function(ctl, index, mark)
        local texts = { "\(hint)", "Rows open on a tap.", "Your cart." }
        return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = texts[index], next = hints.next }
      end,
      willShow = function(ctl, mark, index, change) tour.state.shown = (tour.state.shown or 0) + 1 end,
    }
    """
  }

  /// Saves the script as editors do: a temporary file renamed over it. Returns the monotonic
  /// time of the rename, in nanoseconds.
  @discardableResult
  func save(hint: String) throws -> UInt64 {
    let temporary = folder.appendingPathComponent(".tour.lua.swp")
    try Data(script(hint: hint).utf8).write(to: temporary)
    let time = DispatchTime.now().uptimeNanoseconds
    guard rename(temporary.path, folder.appendingPathComponent("tour.lua").path) == 0 else { throw BenchError("cannot rename") }
    return time
  }

  private func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
