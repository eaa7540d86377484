import TourLua
import TourRender

extension TextStack {
  /// This stack for the tours of `app`: on a platform a tour names no fonts for, the app's
  /// (`fonts` of the app file), checked once here, its error at the app file's line.
  package func forApp(_ app: AppFile) throws(TourLoadError) -> TextStack {
    guard let fonts = app.fonts else { return self }
    var stack = self
    stack.appFonts = fonts.named
    if case .failure(let error) = stack.platformText(nil) { throw TourLoadError("\(fonts.place): fonts: \(error.message)") }
    return stack
  }
}
