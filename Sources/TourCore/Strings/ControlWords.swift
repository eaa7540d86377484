/// The labels of the controls tourhost draws itself when a tour gives none: the skip view
/// ("Skip"), a tour of pages' done control ("Done"), and a bubble's back and close controls
/// ("Back", "Close"), in the tour's language, as the platforms translate them. Languages
/// without a row use English's; under a pseudo-locale the English word is transformed, as a
/// string from the tour's strings would be.
public enum ControlWords {
  /// One language's words.
  private struct Words {
    let skip: String
    let done: String
    let back: String
    let close: String

    init(_ skip: String, _ done: String, _ back: String, _ close: String) {
      self.skip = skip
      self.done = done
      self.back = back
      self.close = close
    }
  }

  /// English's words, for a language the table does not have.
  private static let english = Words("Skip", "Done", "Back", "Close")
  /// The words in every other language.
  private static let table: [String: Words] = [
    "de": Words("Überspringen", "Fertig", "Zurück", "Schließen"), "fr": Words("Passer", "Terminé", "Retour", "Fermer"),
    "es": Words("Omitir", "Listo", "Atrás", "Cerrar"), "it": Words("Salta", "Fine", "Indietro", "Chiudi"),
    "pt": Words("Pular", "Concluído", "Voltar", "Fechar"), "nl": Words("Overslaan", "Gereed", "Terug", "Sluiten"),
    "sv": Words("Hoppa över", "Klar", "Tillbaka", "Stäng"), "da": Words("Spring over", "Færdig", "Tilbage", "Luk"),
    "nb": Words("Hopp over", "Ferdig", "Tilbake", "Lukk"), "fi": Words("Ohita", "Valmis", "Takaisin", "Sulje"),
    "pl": Words("Pomiń", "Gotowe", "Wstecz", "Zamknij"), "cs": Words("Přeskočit", "Hotovo", "Zpět", "Zavřít"),
    "ru": Words("Пропустить", "Готово", "Назад", "Закрыть"), "uk": Words("Пропустити", "Готово", "Назад", "Закрити"),
    "tr": Words("Atla", "Bitti", "Geri", "Kapat"), "el": Words("Παράλειψη", "Τέλος", "Πίσω", "Κλείσιμο"),
    "ar": Words("تخطٍ", "تم", "رجوع", "إغلاق"), "he": Words("דלג", "סיום", "חזרה", "סגירה"),
    "hi": Words("छोड़ें", "हो गया", "वापस", "बंद करें"), "ja": Words("スキップ", "完了", "戻る", "閉じる"),
    "zh": Words("跳过", "完成", "返回", "关闭"), "ko": Words("건너뛰기", "완료", "뒤로", "닫기"),
    "th": Words("ข้าม", "เสร็จ", "กลับ", "ปิด"), "vi": Words("Bỏ qua", "Xong", "Quay lại", "Đóng"),
    "id": Words("Lewati", "Selesai", "Kembali", "Tutup"),
  ]

  /// "Skip" in the language of `locale` (nil: English).
  public static func skip(locale: String?) -> String { word(locale, \.skip) }

  /// "Done" in the language of `locale` (nil: English).
  public static func done(locale: String?) -> String { word(locale, \.done) }

  /// "Back" in the language of `locale` (nil: English).
  public static func back(locale: String?) -> String { word(locale, \.back) }

  /// "Close" in the language of `locale` (nil: English).
  public static func close(locale: String?) -> String { word(locale, \.close) }

  private static func word(_ locale: String?, _ pick: KeyPath<Words, String>) -> String {
    guard let locale else { return english[keyPath: pick] }
    if let pseudo = PseudoLocale(tag: locale) { return pseudo.transform(english[keyPath: pick]) }
    return (table[LocaleTag.language(of: locale)] ?? english)[keyPath: pick]
  }
}
