import ArgumentParser
import FoundationEssentials
import TourCore
import TourHostKit
import TourImport
import TourLua

/// `tourhost screen FILE`: what a capture of an app's screen becomes.
struct ScreenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "screen",
    abstract: "Show what a capture of the app's screen becomes.",
    discussion: """
      Reads a capture (Android `uiautomator dump` or Appium UiAutomator2 page source, iOS \
      WebDriverAgent XML or JSON page source, XCUITest debugDescription; told apart by \
      content) and prints the screen a tour sees: as a tree of key paths with their frames, \
      types and labels, to find the names to use in `view = "..."`; or as tourhost's own \
      screen JSON, to freeze a capture and edit it.

      \(ExitStatus.help(for: "screen"))

      Examples:
        adb shell uiautomator dump /dev/tty > home.xml
        tourhost screen home.xml --scale 2.625
        tourhost screen basket.xml --format json > basket.json
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case tree, json
  }

  @Argument(help: "The capture file.") var file: String
  @Option(help: ArgumentHelp("Capture pixels per point: dpi / 160 for Android (`adb shell wm density`); 1 for iOS.", valueName: "scale"))
  var scale: Double?
  @Option(help: "tree (key paths, frames, types, labels) or json (tourhost's screen JSON).") var format: Format = .tree

  func run() throws {
    let screen: Screen
    let title: String
    do { (screen, title) = try CapturedScreens.read(file, scale: scale) } catch {
      StandardError.write("tourhost: \(error.message)")
      throw ExitCode(ExitStatus.unusable.rawValue)
    }
    let text: String
    switch format {
    case .tree: text = ([title + ":"] + ScreenTree.lines(of: screen)).joined(separator: "\n")
    case .json: text = ScreenJSON.json(of: screen).prettyText
    }
    do { try StandardOutput.write(text) } catch {
      StandardError.write("tourhost: \(error)")
      throw ExitCode(2)
    }
  }
}
