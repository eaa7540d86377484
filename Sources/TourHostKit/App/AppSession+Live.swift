import TourCore

/// What the live mode needs of an app beside what a headless run does: the clock moves by
/// itself, so a tour's end is noticed as time passes; the preview draws the app with or
/// without a tour (`AppPicture`), and says why each tour shows or not.
extension AppSession {
  /// Notices that the showing tour ended (on the real clock nothing settles): what waited for
  /// it is offered again.
  public func update() {
    guard let showing, showing.isOver else { return }
    finish(showing)
  }

  /// What the preview shows of the app now.
  public var picture: AppPicture { AppPicture(session: self) }
}

/// The app as the live preview shows it now: the showing tour's scene or the app's screen,
/// the app's screens, and each tour's verdict.
public struct AppPicture: SessionPicture {
  let session: AppSession

  /// The scene now: the showing tour's, or the app's screen while none shows.
  public func scene() -> Scene {
    session.showing?.scene() ?? session.idle.scene()
  }

  /// The screen the app shows now, as drawn (the showing tour's, or the app's own).
  public var screen: Screen { session.showing?.controller.screen ?? session.idle.screen }

  /// The app's screens by name, and the one it shows.
  public var screens: (names: [String], shown: String?) { (session.file.screenNames, session.tours.screen) }

  /// Each tour's verdict at its own trigger now, one line each, in the app file's order (what
  /// `tourhost why` decides): `cart_tips: waiting: onboarding is first in its ordered group`;
  /// the one that shows says `showing`.
  public var verdicts: [String] {
    session.file.plan.tours.compactMap { session.tours.status(of: $0.id, at: session.now) }.map { verdict in
      verdict.tour == session.tours.showing ? "\(verdict.tour): showing" : verdict.line
    }
  }
}
