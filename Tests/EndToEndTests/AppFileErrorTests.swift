import Foundation
import TestSupport
import Testing

/// A bad app file is one message naming the file and the line of the field, and exit status 2
/// (input that cannot be read), for `run`, `why` and `check` alike.
@Suite("App file errors")
struct AppFileErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let app: String
    let message: String
    var testDescription: String { message }
  }

  static let cases: [Case] = [
    Case(app: "return 5", message: "app.lua: the app file must return a table, got number"),
    Case(
      app: "return {\n  tours = { \"a.lua\" },\n  extra = 1,\n}",
      message: "app.lua:3: unknown field 'extra'; valid fields: cooldown, displayFrequency, fonts, groups, priority, tours"),
    Case(app: "return {\n  tours = {},\n}", message: #"app.lua:2: tours must be a list of tour files, such as { "onboarding.lua" }"#),
    Case(app: "return {\n  tours = { \"../a.lua\" },\n}", message: "app.lua:2: tours: '../a.lua' is outside the app file's folder"),
    Case(app: "return {\n  tours = { \"a.lua\", \"a.lua\" },\n}", message: "app.lua:2: tours: two tours have the id 'a'"),
    Case(
      app: "return {\n  tours = { \"a.lua\" },\n  groups = { { \"a\", \"x\" } },\n}",
      message: "app.lua:3: groups[1]: 'x' is no tour's id; the tours: a"),
    Case(
      app: "return {\n  tours = { \"a.lua\" },\n  groups = { { \"a\" } },\n}",
      message: #"app.lua:3: groups[1]: a group lists two tours or more: { "a", "b", order = "ordered" }"#),
    Case(
      app: "return {\n  tours = { \"a.lua\" },\n  groups = { { \"a\", \"a\", order = \"random\" } },\n}",
      message: #"app.lua:3: groups[1]: order: "ordered" or "firstAvailable" expected"#),
    Case(app: "return {\n  tours = { \"a.lua\" },\n  priority = { \"b\" },\n}", message: "app.lua:3: priority[1]: 'b' is no tour's id; the tours: a"),
    Case(
      app: "return {\n  tours = { \"a.lua\" },\n  displayFrequency = \"often\",\n}",
      message: "app.lua:3: displayFrequency: one of immediate, hourly, daily, weekly, monthly expected"),
    Case(
      app: "return {\n  tours = { \"a.lua\" },\n  cooldown = -1,\n}", message: "app.lua:3: cooldown: a number of seconds from 0 to a year expected"),
    Case(app: "return { tours = { \"broken.lua\" } }", message: "broken.lua:1: unexpected symbol near <eof>"),
    Case(app: "return { tours = { \"missing.lua\" } }", message: "missing.lua: cannot read the script (no such file)"),
    Case(app: "while true do end", message: "app.lua:1: instruction budget exceeded (10000000 instructions)"),
  ]

  @Test("one message at the field's line, exit status 2", arguments: cases)
  func bad(_ item: Case) throws {
    let folder = TemporaryDirectory()
    folder.write("a.lua", AppRunTests.tour("a"))
    folder.write("broken.lua", "return {")
    folder.write("app.lua", item.app + "\n")
    for arguments in [["run", "app.lua", "--headless"], ["why", "app.lua", "a"], ["check", "app.lua"]] {
      let result = try TourhostBinary.run(arguments, in: folder.url)
      #expect(result.status == 2, "\(arguments[0])")
      #expect(result.stderr == "tourhost: \(item.message)\n", "\(arguments[0])")
    }
  }

  @Test("an app's tours come through the tours' door: a link out of the folder, a FIFO, a device are refused")
  func door() throws {
    let root = TemporaryDirectory()
    root.write("outside/secret.lua", AppRunTests.tour("secret"))
    root.write("app/a.lua", AppRunTests.tour("a"))
    let folder = root.url.appendingPathComponent("app")
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: folder.appendingPathComponent("link.lua").path, withDestinationPath: "../outside/secret.lua")
    try manager.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(atPath: folder.appendingPathComponent("sub/out").path, withDestinationPath: "../../outside")
    try manager.createSymbolicLink(atPath: folder.appendingPathComponent("zero.lua").path, withDestinationPath: "/dev/zero")
    #expect(mkfifo(folder.appendingPathComponent("fifo.lua").path, 0o644) == 0)
    let outside = root.url.appendingPathComponent("outside/secret.lua").resolvingSymlinksInPath().path
    let cases = [
      ("link.lua", "it leads outside the script's folder, to \(outside)"),
      ("sub/out/secret.lua", "it leads outside the script's folder, to \(outside)"),
      ("zero.lua", "it leads outside the script's folder, to /dev/zero"),
      ("fifo.lua", "it is a FIFO"),
    ]
    for (tour, reason) in cases {
      root.write("app/app.lua", "return {\n  tours = { \"a.lua\", \"\(tour)\" },\n}\n")
      let result = try TourhostBinary.run(["run", "app.lua", "--headless", "--autoplay"], in: folder)
      #expect(result.status == 2)
      #expect(result.stderr == "tourhost: app.lua:2: tours: cannot read the tour '\(tour)' (\(reason))\n")
      #expect(!result.stdout.contains("secret"))
    }
  }
}
