// An app that embeds the tour engine, as an iOS or Android app would: it links TourCore,
// TourLua and TourRender (for its text metrics) and nothing of the command line. It gives the
// engine its screen, its own clock and its touches, loads a tour script, taps through every
// mark, and prints each flow event as one JSON object a line.
//
// With --app, it runs an app file's tours as one system: the decision point
// (`AppTours`) decides at the launch and at each command (`navigate NAME`, `event NAME`, `set
// NAME JSON`, `wait SECONDS`) which tour shows; each verdict is a line, and each tour that
// shows is tapped through to its end.
//
//   swift run embedded-app [SCRIPT]        (default: scripts/examples/welcome.lua)
//   swift run embedded-app --app scripts/examples/app/app.lua "navigate cart" "event orderPlaced"
import Foundation
import TourCore
import TourLua
import TourRender

let arguments = Array(CommandLine.arguments.dropFirst())
let screen = Screen(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
do {
  if arguments.first == "--app", arguments.count >= 2 {
    let app = try EmbeddedAppTours(app: URL(fileURLWithPath: arguments[1]), screen: screen, startTime: Date().timeIntervalSince1970)
    try app.run(Array(arguments.dropFirst(2)))
  } else {
    let script = URL(fileURLWithPath: arguments.first ?? "scripts/examples/welcome.lua")
    try EmbeddedApp(screen: screen).play(script)
  }
} catch {
  FileHandle.standardError.write(Data("embedded-app: \(error)\n".utf8))
  exit(1)
}
