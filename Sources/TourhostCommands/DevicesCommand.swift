import ArgumentParser
import TourCore
import TourHostKit

struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the devices --device takes: screen size, scale and safe areas.",
    discussion: """
      Sizes are in points (dp on Android) held upright; safe areas are top, left, bottom, \
      right, in portrait and in landscape.

      \(ExitStatus.help(for: "devices"))

      Examples:
        tourhost devices
        tourhost devices --json
      """
  )

  @Flag(help: "Print the table as JSON.")
  var json = false

  func run() throws {
    do { try StandardOutput.write(json ? Self.json() : Self.table()) } catch {
      StandardError.write("tourhost: \(error)")
      throw ExitCode(2)
    }
  }

  static func insets(_ insets: EdgeInsets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map(\.scriptText).joined(separator: " ")
  }

  /// One line a device, in columns.
  static func table() -> String {
    let header = ["NAME", "MODEL", "PLATFORM", "SIZE", "SCALE", "PORTRAIT SAFE AREA", "LANDSCAPE SAFE AREA"]
    let rows = DeviceCatalog.all.map { device in
      [
        device.name, device.model, device.platform.rawValue + (device.isTablet ? " tablet" : ""),
        "\(device.portraitSize.width.scriptText)×\(device.portraitSize.height.scriptText)", device.scale.scriptText,
        insets(device.portraitSafeArea), insets(device.landscapeSafeArea),
      ]
    }
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    return ([header] + rows).map { row in
      row.enumerated().map { column, text in
        column == row.count - 1 ? text : text + String(repeating: " ", count: widths[column] - text.count + 2)
      }.joined()
    }.joined(separator: "\n")
  }

  static func json() -> String {
    func insets(_ insets: EdgeInsets) -> JSONValue {
      .object([
        ("top", .number(insets.top, decimals: 2)), ("left", .number(insets.left, decimals: 2)), ("bottom", .number(insets.bottom, decimals: 2)),
        ("right", .number(insets.right, decimals: 2)),
      ])
    }
    let devices = DeviceCatalog.all.map { device -> JSONValue in
      .object([
        ("name", .string(device.name)), ("model", .string(device.model)), ("platform", .string(device.platform.rawValue)),
        ("isTablet", .bool(device.isTablet)), ("width", .number(device.portraitSize.width, decimals: 2)),
        ("height", .number(device.portraitSize.height, decimals: 2)), ("scale", .number(device.scale, decimals: 3)),
        ("portraitSafeArea", insets(device.portraitSafeArea)), ("landscapeSafeArea", insets(device.landscapeSafeArea)),
      ])
    }
    return JSONValue.array(devices).prettyText
  }
}
