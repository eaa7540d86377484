import Foundation
import TestSupport
import Testing

/// `tourhost drift` through the built binary: each verdict, the patch it prints and writes,
/// and captures of every format it reads.
@Suite("tourhost drift")
struct DriftTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("the example: renamed (with its patch), moved, ambiguous and gone; exit 1")
  func example() throws {
    let result = try TourhostBinary.run(
      ["drift", "scripts/examples/drift/drift.lua", "--from", "scripts/examples/drift/1.4", "--to", "scripts/examples/drift/1.5"],
      in: Self.repository)
    #expect(result.status == 1)
    #expect(
      result.lines == [
        "scripts/examples/drift/drift.lua:21: mark 1 'search': renamed to 'searchField': 'search' is now 'searchField' (score 0.78 = identifier 0.19 + role 0.2 + ancestors 0.15 + text 0.15 + neighbours 0.09)",
        "scripts/examples/drift/drift.lua:21: mark 2 'products.apples.add': moved: bounds [334,140,40,40] → [334,216,40,40]",
        "scripts/examples/drift/drift.lua:21: mark 3 'tabBar.cart': ambiguous: its identifier 'cart' now names 2 views: deals.cart, tabBar.cart",
        "scripts/examples/drift/drift.lua:21: mark 4 'profile': gone: 'profile' is gone and no view scores 0.6 or more (the nearest, 'searchField', scores 0.37) (score 0.37 = identifier 0.13 + role 0 + ancestors 0.15 + text 0 + neighbours 0.09)",
        "4 targets: 1 moved, 1 renamed, 1 ambiguous, 1 gone",
        "--- scripts/examples/drift/drift.lua",
        "+++ scripts/examples/drift/drift.lua",
        "@@ -8 +8 @@",
        #"-  { view = "search", hint = "Search every aisle at once." },"#,
        #"+  { view = "searchField", hint = "Search every aisle at once." },"#,
      ])
  }

  /// A uiautomator capture of a screen with `rows` (resource id, or nil for one known by its
  /// text only; text; bounds' top in pixels).
  static func capture(_ rows: [(id: String?, text: String, top: Int)]) -> String {
    let nodes = rows.enumerated().map { index, row in
      let id = row.id.map { "com.example:id/\($0)" } ?? ""
      return #"    <node index="\#(index)" text="\#(row.text)" resource-id="\#(id)" class="android.widget.Button" package="com.example" "#
        + #"content-desc="" bounds="[40,\#(row.top)][400,\#(row.top + 120)]" />"#
    }
    return """
      <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
      <hierarchy rotation="0">
        <node index="0" text="" resource-id="com.example:id/root" class="android.widget.FrameLayout" package="com.example" content-desc="" bounds="[0,0][1080,2400]">
      \(nodes.joined(separator: "\n"))
        </node>
      </hierarchy>
      """
  }

  static let tour = """
    return {
      screen = { capture = "old.xml", scale = 2.5 },
      numberOfCoachMarks = 3,
      coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = ({ "buy", "Later", "cancel" })[index] } end,
    }
    """

  @Test(
    "uiautomator captures at a scale: found, label-only, and a sibling of the same kind never taken for a removed view; --write applies the patch")
  func capturesAndWrite() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour)
    folder.write("old.xml", Self.capture([("buy", "Buy", 200), (nil, "Later", 400), ("cancel", "Cancel", 600), ("help", "Help", 800)]))
    folder.write("new.xml", Self.capture([("buy", "Buy", 200), (nil, "Later", 400), ("help", "Help", 800)]))
    let json = try TourhostBinary.run(
      ["drift", "tour.lua", "--from", "old.xml", "--to", "new.xml", "--scale", "2.5", "--format", "json"], in: folder.url)
    #expect(json.status == 1)
    let records = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(records.map { $0["verdict"] as? String } == ["found", "label-only", "gone"])
    #expect(records.map { $0["to"] as? String } == ["root.buy", "root.Later", nil])
    // No view is new: 'help', a button that was there before, is never taken for 'cancel'.
    #expect(records[2]["score"] is NSNull)
    #expect(records[2]["detail"] as? String == "'cancel' is gone and no view scores 0.6 or more")
    // Renamed: the breakdown of its score; --write patches the tour, and says which file.
    folder.write("new.xml", Self.capture([("buy", "Buy", 200), (nil, "Later", 400), ("cancel_button", "Cancel", 600), ("help", "Help", 800)]))
    let renamed = try TourhostBinary.run(
      ["drift", "tour.lua", "--from", "old.xml", "--to", "new.xml", "--scale", "2.5", "--format", "json"], in: folder.url)
    let record = try #require((try JSONSerialization.jsonObject(with: Data(renamed.stdout.utf8)) as? [[String: Any]])?.last)
    #expect(record["verdict"] as? String == "renamed")
    #expect(record["to"] as? String == "cancel_button")
    #expect(record["breakdown"] as? [String: Double] == ["identifier": 0.18, "role": 0.2, "ancestors": 0.15, "text": 0.15, "neighbours": 0.15])
    let written = try TourhostBinary.run(["drift", "tour.lua", "--from", "old.xml", "--to", "new.xml", "--scale", "2.5", "--write"], in: folder.url)
    #expect(written.status == 0)
    #expect(written.stderr == "tourhost: patched tour.lua\n")
    #expect(folder.read("tour.lua")?.contains(#"{ "buy", "Later", "cancel_button" }"#) == true)
  }

  @Test("a list's rows share an identifier: the row is followed by its text when a row comes before it, and the patch renumbers it")
  func rows() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      """
      return {
        screen = { capture = "old.xml", scale = 2.5 },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "title_2" } end,
      }
      """)
    folder.write("old.xml", Self.capture([("title", "Network", 200), ("title", "Devices", 400)]))
    folder.write("new.xml", Self.capture([("title", "Network", 200), ("title", "Apps", 400), ("title", "Devices", 600)]))
    let result = try TourhostBinary.run(["drift", "tour.lua", "--from", "old.xml", "--to", "new.xml", "--scale", "2.5"], in: folder.url)
    #expect(result.status == 0)
    #expect(
      result.lines == [
        "tour.lua:4: mark 1 'root.title_2': moved: path root.title_2 → root.title_3; bounds [16,160,144,48] → [16,240,144,48]",
        "1 target: 1 moved", "--- tour.lua", "+++ tour.lua", "@@ -4 +4 @@",
        #"-  coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "title_2" } end,"#,
        #"+  coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "title_3" } end,"#,
      ])
    // The first row, when a row is added at the end: still itself.
    folder.write(
      "first.lua",
      "return { screen = { capture = \"old.xml\", scale = 2.5 }, numberOfCoachMarks = 1, coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = \"title\" } end }"
    )
    let first = try TourhostBinary.run(["drift", "first.lua", "--from", "old.xml", "--to", "new.xml", "--scale", "2.5"], in: folder.url)
    #expect(first.lines.first == "first.lua:1: mark 1 'root.title': found")
    // Two rows with its text: ambiguous.
    folder.write("new.xml", Self.capture([("title", "Devices", 200), ("title", "Devices", 400)]))
    let twice = try TourhostBinary.run(["drift", "tour.lua", "--from", "old.xml", "--to", "new.xml", "--scale", "2.5"], in: folder.url)
    #expect(twice.status == 1)
    #expect(
      twice.lines.first
        == "tour.lua:4: mark 1 'root.title_2': ambiguous: its identifier 'title' names several rows ('root.title', 'root.title_2'), and 2 have its text 'Devices'"
    )
  }

  @Test("folders of captures, one a screen: each target on the capture that has it; screenshots beside them are left alone")
  func folders() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour.replacingOccurrences(of: #""old.xml""#, with: #""old/home.xml""#))
    folder.write("old/home.xml", Self.capture([("buy", "Buy", 200), (nil, "Later", 400), ("cancel", "Cancel", 600)]))
    folder.write("old/cart.xml", Self.capture([("pay", "Pay", 200)]))
    folder.write("old/home.png", "not a capture")
    folder.write("new/home.xml", Self.capture([("buy", "Buy", 200), (nil, "Later", 400), ("cancel", "Cancel", 640)]))
    folder.write("new/cart.xml", Self.capture([("pay", "Pay", 200)]))
    folder.write("new/home.png", "not a capture")
    let result = try TourhostBinary.run(["drift", "tour.lua", "--from", "old", "--to", "new", "--scale", "2.5"], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.lines.last == "3 targets: 1 found, 1 moved, 1 label-only")
  }

  @Test("a capture that cannot be read, or a missing one, is exit 2 naming it")
  func unreadable() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour)
    folder.write("old.xml", Self.capture([("buy", "Buy", 200)]))
    let missing = try TourhostBinary.run(["drift", "tour.lua", "--from", "old.xml", "--to", "nope.xml", "--scale", "2.5"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.stderr == "tourhost: nope.xml: no such file or folder\n")
  }
}
