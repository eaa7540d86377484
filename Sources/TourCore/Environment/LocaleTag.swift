/// Language tags (BCP 47) as tourhost uses them: `de`, `pt-BR`, `zh-Hans`, `en-XA`.
public enum LocaleTag {
  /// Whether the tag is a language of 2 to 3 letters followed by subtags of 2 to 8 letters or
  /// digits, joined by `-` (or `_`, as Android and Apple's files write them).
  public static func isWellFormed(_ tag: String) -> Bool {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "_", omittingEmptySubsequences: false)
    }
    guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      return false
    }
    return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
  }

  /// The tag with `-` between subtags (`pt_BR` → `pt-BR`).
  public static func normalized(_ tag: String) -> String { String(tag.map { $0 == "_" ? "-" : $0 }) }

  /// The language subtag, lowercased (`pt-BR` → `pt`).
  public static func language(of tag: String) -> String {
    String(normalized(tag).split(separator: "-").first ?? "").lowercased()
  }

  /// Whether text in the language is written right to left (Arabic, Hebrew, Persian, Urdu,
  /// Yiddish, Pashto, Sindhi, Dhivehi, Uyghur, Kurdish (Sorani)), or it is the pseudo-locale `ar-XB`.
  public static func isRightToLeft(_ tag: String) -> Bool {
    ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "dv", "ug", "ckb"].contains(language(of: tag))
  }
}
