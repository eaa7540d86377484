import TourCore

extension CheckRule {
  public static let unlocalizedString = CheckRule(rawValue: "unlocalized-string")
}

/// Text a pseudo-locale leaves as it is: it does not come from the tour's strings.
struct UnlocalizedStringRule: MarkRule {
  static let description = RuleDescription(
    id: .unlocalizedString, severity: [.warning], summary: "text that a pseudo-locale leaves as it is: it is not from the strings",
    finds:
      """
      under `en-XA` or `ar-XB`, a drawn text of a tour that has strings (the skip view's title included), or a picture's alt text, that the \
      pseudo-locale did not transform: it is written in the script, not taken with `tour.t` (or `titleKey` for the skip view), so no \
      translation will reach it
      """,
    sources: [
      .init("Android pseudolocales", "https://developer.android.com/guide/topics/resources/pseudolocales"),
      .init("Xcode: non-localized strings", "https://developer.apple.com/documentation/xcode/testing-localizations-when-running-your-app"),
    ],
    scopes: [.mark],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "strings",
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = tour.t("hint"), next = "Next" } end,
        """, files: [("strings/en.lua", "return { hint = 'Find it here.', skip = 'Skip' }")], in: "iphone portrait L en-XA light",
        finds: [
          "warning: the skip 'Skip' is not from the tour's strings (titleKey)", "warning: the next 'Next' is not from the tour's strings (tour.t)",
        ])
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "strings",
        skipView = { titleKey = "skip" },
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = tour.t("hint"), next = tour.t("next") } end,
        """, files: [("strings/en.lua", "return { hint = 'Find it here.', next = 'Next', skip = 'Skip' }")], in: "iphone portrait L en-XA light")
    ])

  static func findings(in mark: MarkContext) -> [RawFinding] {
    guard mark.run.hasStrings, let locale = mark.run.configuration.locale, let pseudo = PseudoLocale(tag: locale) else { return [] }
    let texts = mark.texts.compactMap { drawn -> RawFinding? in
      let shown = drawn.text.spoken
      guard !pseudo.hasTransformed(shown), shown.contains(where: \.isLetter) else { return nil }
      let how = drawn.element == "skip" ? "titleKey" : "tour.t"
      // A key of the strings written as the text: the script meant to look it up.
      let message =
        mark.run.stringKeys?.contains(shown) == true
        ? "the \(drawn.element) '\(shown.quotedInMessage)' looks like the key '\(shown.quotedInMessage)' of the tour's strings: use \(how == "tour.t" ? "tour.t(\"\(shown.quotedInMessage)\")" : "titleKey = \"\(shown.quotedInMessage)\"")"
        : "the \(drawn.element) '\(shown.quotedInMessage)' is not from the tour's strings (\(how))"
      return mark.finding(.unlocalizedString, .warning, message, drawn.element, line: mark.line(of: drawn.element))
    }
    // A picture's alt text is spoken: it needs a translation as much as a text.
    let alts = (mark.spoken?.elements ?? []).filter { $0.role == .image }.compactMap { image -> RawFinding? in
      guard !pseudo.hasTransformed(image.label), image.label.contains(where: \.isLetter) else { return nil }
      return mark.finding(
        .unlocalizedString, .warning, "the picture's alt text '\(image.label.quotedInMessage)' is not from the tour's strings (tour.t)", "image",
        line: mark.line(of: "body"), frame: image.frame)
    }
    return texts + alts
  }
}
