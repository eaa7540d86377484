/// The labels of the controls tourhost draws itself when a tour gives none: the skip view
/// ("Skip") and a tour of pages' done control ("Done"), in the tour's language, as the
/// platforms translate them. Languages without a row use English's; under a pseudo-locale
/// the English word is transformed, as a string from the tour's strings would be.
public enum ControlWords {
  /// English's words, for a language the table does not have.
  private static let english = (skip: "Skip", done: "Done")
  /// Skip and Done in every other language.
  private static let table: [String: (skip: String, done: String)] = [
    "de": ("Überspringen", "Fertig"), "fr": ("Passer", "Terminé"), "es": ("Omitir", "Listo"),
    "it": ("Salta", "Fine"), "pt": ("Pular", "Concluído"), "nl": ("Overslaan", "Gereed"), "sv": ("Hoppa över", "Klar"),
    "da": ("Spring over", "Færdig"), "nb": ("Hopp over", "Ferdig"), "fi": ("Ohita", "Valmis"), "pl": ("Pomiń", "Gotowe"),
    "cs": ("Přeskočit", "Hotovo"), "ru": ("Пропустить", "Готово"), "uk": ("Пропустити", "Готово"), "tr": ("Atla", "Bitti"),
    "el": ("Παράλειψη", "Τέλος"), "ar": ("تخطٍ", "تم"), "he": ("דלג", "סיום"), "hi": ("छोड़ें", "हो गया"),
    "ja": ("スキップ", "完了"), "zh": ("跳过", "完成"), "ko": ("건너뛰기", "완료"), "th": ("ข้าม", "เสร็จ"),
    "vi": ("Bỏ qua", "Xong"), "id": ("Lewati", "Selesai"),
  ]

  /// "Skip" in the language of `locale` (nil: English).
  public static func skip(locale: String?) -> String { word(locale) { $0.skip } }

  /// "Done" in the language of `locale` (nil: English).
  public static func done(locale: String?) -> String { word(locale) { $0.done } }

  private static func word(_ locale: String?, _ pick: ((skip: String, done: String)) -> String) -> String {
    guard let locale else { return pick(english) }
    if let pseudo = PseudoLocale(tag: locale) { return pseudo.transform(pick(english)) }
    return pick(table[LocaleTag.language(of: locale)] ?? english)
  }
}
