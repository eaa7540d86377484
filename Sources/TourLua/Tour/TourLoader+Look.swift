import CLua
import FoundationEssentials
import TourCore
import TourImport

/// What the tour is seen in: its strings and screens files, and its look (its appearance,
/// overlay and skip view, whose title may be one of its strings).
extension TourLoader {
  /// The tour's strings, then its screens (laid out for the device, right to left in a
  /// right-to-left language), with the warnings of both at their lines.
  func readStringsAndScreens(
    _ tour: Int32, into description: inout TourDefinition, _ locator: SourceLocator, _ fail: (String?, String) -> TourLoadError
  ) throws(TourLoadError) {
    var stringsLoader = StringsLoader(state: state, scriptURL: scriptURL, runChunk: runChunk)
    var reader = ScreenReader(
      state: state, scriptURL: scriptURL, displayName: displayName, runChunk: runChunk, callScreenFunction: callScreenFunction)
    let environment = context.controller.environment
    if let locale = environment.locale, LocaleTag.isRightToLeft(locale) || PseudoLocale(tag: locale) == .bidi {
      reader.defaultDirection = .rightToLeft
    }
    defer {
      screenURLs = reader.screenURLs + stringsLoader.urls
      for warning in reader.warnings {
        let key = String(warning.prefix { $0 != "." && $0 != ":" })
        let place = locator.line(assigning: key).map { "\(displayName):\($0):" } ?? "\(displayName):"
        context.record(.warning(message: "\(place) \(warning)"))
      }
    }
    description.strings = try stringsLoader.read(tour, fail)
    try stringsLoader.readXLIFF(tour, into: &description.strings, fail)
    description.stringFileLocales = stringsLoader.localeOfFile
    for warning in description.strings?.fileWarnings ?? [] { context.record(.warning(message: warning)) }
    if let strings = description.strings, let locale = environment.locale {
      let place = locator.line(assigning: "strings").map { "\(displayName):\($0):" } ?? "\(displayName):"
      for warning in [strings.unknownLanguageWarning(locale), strings.pluralRulesWarning(locale)].compactMap({ $0 }) {
        context.record(.warning(message: "\(place) \(warning)"))
      }
    }
    context.strings = description.strings
    context.stringsRead = true
    if var screens = try reader.readScreens(tour, fail) {
      if let device = environment.device {
        screens.screens = screens.screens.mapValues { $0.fitted(to: device, environment.orientation) }
      }
      description.screens = screens
      // The reader made sure the start screen is one of them.
      if let start = screens.screens[screens.start] { description.screen = start }
    } else {
      description.screen = try reader.readScreen(tour, fail)
      if let device = environment.device { description.screen = description.screen.fitted(to: device, environment.orientation) }
    }
    let described = description.screens.map { Array($0.screens.values) } ?? [description.screen]
    description.screenFollowsDevice = reader.calledFunction || described.contains { $0.views.contains(where: \.followsSize) }
    description.unknownLiteralViews = unknownLiteralViews(description, locator)
    if description.strings != nil { description.namedStringKeys = locator.stringKeys }
  }

  /// How the tour looks: its appearance, overlay and skip view (a tour of pages: a done
  /// control, and the overlay takes taps).
  func readLook(_ tour: Int32, into description: inout TourDefinition, _ fail: (String?, String) -> TourLoadError)
    throws(TourLoadError)
  {
    let stack = state.stack
    let environment = context.controller.environment
    if stack.rawGet(tour, "appearance") != LUA_TNIL {
      do { description.appearance = try OptionTable.choice(stack, -1, Appearance.self) } catch {
        throw fail("appearance", error.at("appearance").message)
      }
    }
    stack.pop()
    try readFonts(tour, into: &description, fail)
    if stack.rawGet(tour, "onMissing") != LUA_TNIL {
      do { context.missingPolicy = try MarkFields.policy(stack, -1) } catch {
        stack.pop()
        throw fail("onMissing", error.at("onMissing").message)
      }
    }
    stack.pop()
    if let appearance = environment.appearance { description.appearance = appearance }
    if stack.rawGet(tour, "transition") != LUA_TNIL {
      do { description.transition = try OptionTable.choice(stack, -1, MarkTransition.self) } catch {
        throw fail("transition", error.at("transition").message)
      }
    }
    stack.pop()
    description.overlay.backgroundColor = DefaultPalette(description.appearance).overlay
    // Pages turn with a tap anywhere.
    if description.isPages { description.overlay.isUserInteractionEnabled = true }
    if stack.rawGet(tour, "overlay") != LUA_TNIL {
      do { description.overlay = try OverlaySettings.read(stack, -1, defaults: description.overlay) } catch {
        throw fail("overlay", error.at("overlay").message)
      }
    }
    stack.pop()
    let locale = environment.locale
    let defaultTitle = description.isPages ? ControlWords.done(locale: locale) : ControlWords.skip(locale: locale)
    if description.isPages { description.skipView = ViewSpec(kind: .skipButton(title: defaultTitle, DefaultViewStyle())) }
    if stack.rawGet(tour, "skipView") == LUA_TBOOLEAN, stack.boolean(-1) == false {
      description.skipView = nil  // a tour of pages without a done control
    } else if stack.type(-1) != LUA_TNIL {
      let strings = description.strings
      let translate = { (key: String) throws(DecodingError) -> String in try self.translate(key, strings) }
      do { description.skipView = try ViewTables.skipView(stack, -1, defaultTitle: defaultTitle, translate: translate) } catch {
        throw fail("skipView", error.at("skipView").message)
      }
    }
    stack.pop()
  }

  /// A tour string by key, as `tour.t(key)` gives it in the current environment (a skip
  /// view's `titleKey`); a key no language has is an error.
  func translate(_ key: String, _ strings: StringTable?) throws(DecodingError) -> String {
    guard let strings else { throw DecodingError("titleKey needs the tour's strings (strings = ...)") }
    let environment = context.controller.environment
    context.lookedUpKeys.insert(key)
    let lookup = strings.lookup(key, in: environment)
    guard lookup.entry != nil else { throw DecodingError(lookup.problem ?? "no string '\(key.quotedInMessage)'") }
    if let problem = lookup.problem { context.warnOnce(problem) }
    do throws(StringTable.Entry.ResolutionError) {
      return try StringTable.text(of: lookup, key: key, [], in: environment).format
    } catch {
      throw DecodingError("'\(key.quotedInMessage)' \(error.message)")
    }
  }

  /// The fonts the tour names (`fonts`), each file through the tour's door, and what its text
  /// is measured in on each platform with them (the host's defaults when it names none).
  private func readFonts(_ tour: Int32, into description: inout TourDefinition, _ fail: (String?, String) -> TourLoadError)
    throws(TourLoadError)
  {
    let stack = state.stack
    var named: TourFonts?
    if stack.rawGet(tour, "fonts") != LUA_TNIL {
      do {
        let read = try FontTables.read(stack, -1, door: TourFolder(script: scriptURL))
        named = read.fonts
        screenURLs += read.files
      } catch {
        stack.pop()
        throw fail("fonts", error.at("fonts").message)
      }
    }
    stack.pop()
    guard let resolve = context.controller.sizing.resolveFonts else { return }
    switch resolve(named) {
    case .success(let text): description.platformText = text
    case .failure(let error): throw fail("fonts", "fonts: \(error.message)")
    }
  }
}
