// An app that embeds the tour engine, as an iOS or Android app would: it links TourCore,
// TourLua and TourRender (for its text metrics) and nothing of the command line. It gives the
// engine its screen, its own clock and its touches, loads a tour script, taps through every
// mark, and prints each flow event as one JSON object a line.
//
//   swift run embedded-app [SCRIPT]        (default: scripts/examples/welcome.lua)
import Foundation
import TourCore
import TourLua
import TourRender

let script = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "scripts/examples/welcome.lua")
let app = EmbeddedApp(screen: Screen(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
do {
  try app.play(script)
} catch {
  FileHandle.standardError.write(Data("embedded-app: \(error)\n".utf8))
  exit(1)
}
