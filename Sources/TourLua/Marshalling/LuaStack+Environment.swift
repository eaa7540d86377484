import TourCore

extension LuaStack {
  /// Pushes the device a `screen = function(device)` receives: `name`, `model`, `platform`
  /// (`"iOS"`/`"android"`), `isTablet`, `width`, `height` (as held), `orientation`, `scale`,
  /// `safeArea`, and the user's `textSize`, `locale` and `appearance`. Without `--device`,
  /// the standard screen: `name = "standard"`, 390×844, no safe area.
  func push(device environment: TourEnvironment) {
    let device = environment.device
    let size = device?.size(environment.orientation) ?? Screen.standard.size
    let insets = device?.safeArea(environment.orientation) ?? Screen.standard.safeArea
    newTable(record: 12)
    push(device?.name ?? "standard")
    rawSet(-2, "name")
    push(device?.model ?? "the standard screen")
    rawSet(-2, "model")
    push(device?.platform.rawValue ?? Device.Platform.iOS.rawValue)
    rawSet(-2, "platform")
    push(device?.isTablet ?? false)
    rawSet(-2, "isTablet")
    push(number: size.width)
    rawSet(-2, "width")
    push(number: size.height)
    rawSet(-2, "height")
    push(environment.orientation.rawValue)
    rawSet(-2, "orientation")
    push(number: device?.scale ?? 3)
    rawSet(-2, "scale")
    push(insets: insets)
    rawSet(-2, "safeArea")
    push(environment.textSize.shortName)
    rawSet(-2, "textSize")
    pushOptional(environment.locale) { push($0) }
    rawSet(-2, "locale")
    pushOptional(environment.appearance) { push($0.rawValue) }
    rawSet(-2, "appearance")
  }

  /// `{ top =, left =, bottom =, right = }`.
  func push(insets: EdgeInsets) {
    newTable(record: 4)
    push(number: insets.top)
    rawSet(-2, "top")
    push(number: insets.left)
    rawSet(-2, "left")
    push(number: insets.bottom)
    rawSet(-2, "bottom")
    push(number: insets.right)
    rawSet(-2, "right")
  }
}
