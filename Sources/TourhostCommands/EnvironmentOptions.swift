import ArgumentParser
import TourCore

/// How the person sees the tour: what `run` and `render` take to see it on another device, at
/// another text size, in another language, light or dark, with less motion.
struct EnvironmentOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The device to see the tour on ('tourhost devices' lists them); the screen takes its size and safe area, and the views follow their autoresizing masks.",
      valueName: "name"))
  var device: String?

  @Option(help: ArgumentHelp("How the device is held (with --device).", valueName: "orientation"))
  var orientation: Orientation = .portrait

  @Option(
    help: ArgumentHelp(
      "The text size: a content size category (xS, S, M, L, xL, xxL, xxxL, AX1 ... AX5, or UIKit's names such as accessibilityExtraLarge).",
      valueName: "size"))
  var textSize: ContentSizeCategory = .large

  @Option(
    help: ArgumentHelp(
      "The language of tour.t's strings (a BCP 47 tag such as de or ar-EG; en-XA and ar-XB are pseudo-locales); default: the catalog's source language.",
      valueName: "tag"))
  var locale: String?

  @Option(help: ArgumentHelp("Light or dark, over what the tour says.", valueName: "appearance"))
  var appearance: Appearance?

  @Flag(help: "See the tour with Reduce Motion on: the default animations become cross-fades.")
  var reduceMotion = false

  func validate() throws { _ = try environment() }

  /// The device of `tourhost devices` called `name`, or the message for an unknown one (with
  /// the closest name).
  static func device(named name: String) throws -> Device {
    guard let device = DeviceCatalog.device(named: name) else {
      let suggestion = Spelling.closest(to: name, among: DeviceCatalog.all.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
      throw ValidationError("unknown device '\(name)'\(suggestion); 'tourhost devices' lists them")
    }
    return device
  }

  /// The content size category called `name` (short or UIKit's), or the message for another.
  static func textSize(named name: String) throws -> ContentSizeCategory {
    guard let size = ContentSizeCategory(name: name) else {
      throw ValidationError("unknown text size '\(name)'; one of \(ContentSizeCategory.allNames.joined(separator: ", "))")
    }
    return size
  }

  /// The environment the options describe, or the message for the first one that is wrong.
  func environment() throws -> TourEnvironment {
    var environment = TourEnvironment(reduceMotion: reduceMotion)
    if let device { environment.device = try Self.device(named: device) }
    if orientation == .landscape, device == nil {
      throw ValidationError("--orientation landscape needs --device (a described screen has one size)")
    }
    environment.orientation = orientation
    environment.textSize = textSize
    if let locale {
      guard LocaleTag.isWellFormed(locale) else {
        throw ValidationError("--locale must be a language tag such as de, pt-BR or en-XA, got '\(locale)'")
      }
      environment.locale = locale
    }
    if let appearance { environment.appearance = appearance }
    return environment
  }
}

extension EnvironmentOptions {
  /// The names a `--sheet-row` takes: the options' names without their dashes.
  static let rowKeys = ["device", "orientation", "text-size", "locale", "appearance"]

  /// `base` with the settings of a `--sheet-row` (`device=iphone-se,text-size=AX5,locale=de`),
  /// or the message for the first one that is wrong.
  static func environment(row: String, over base: TourEnvironment) throws -> TourEnvironment {
    var environment = base
    for pair in row.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimming(.spaces) }
      guard parts.count == 2, !parts[1].isEmpty else {
        throw ValidationError("--sheet-row: '\(pair)' is not NAME=VALUE; names: \(rowKeys.joined(separator: ", "))")
      }
      let value = parts[1]
      switch parts[0] {
      case "device": environment.device = try device(named: value)
      case "orientation":
        guard let orientation = Orientation(rawValue: value) else {
          throw ValidationError("--sheet-row: orientation is portrait or landscape, got '\(value)'")
        }
        environment.orientation = orientation
      case "text-size": environment.textSize = try textSize(named: value)
      case "locale":
        guard LocaleTag.isWellFormed(value) else { throw ValidationError("--sheet-row: locale must be a language tag such as de, got '\(value)'") }
        environment.locale = value
      case "appearance":
        guard let appearance = Appearance(rawValue: value) else { throw ValidationError("--sheet-row: appearance is light or dark, got '\(value)'") }
        environment.appearance = appearance
      default:
        let suggestion = Spelling.closest(to: parts[0], among: rowKeys).map { " (did you mean '\($0)'?)" } ?? ""
        throw ValidationError("--sheet-row: unknown setting '\(parts[0])'\(suggestion); names: \(rowKeys.joined(separator: ", "))")
      }
    }
    if environment.orientation == .landscape, environment.device == nil {
      throw ValidationError("--sheet-row: orientation=landscape needs a device (a described screen has one size)")
    }
    return environment
  }
}
