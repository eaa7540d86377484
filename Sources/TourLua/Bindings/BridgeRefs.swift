import CLua

/// Registry references to the tables the bridge keeps, made when the script loads.
struct BridgeRefs {
  /// The tour table the script returned.
  var tour = LUA_NOREF
  /// The `tour` global.
  var api = LUA_NOREF
  /// `ctl` and its members.
  var ctl = LUA_NOREF
  var flow = LUA_NOREF
  var helper = LUA_NOREF
  var overlay = LUA_NOREF
  var screen = LUA_NOREF
  var pages = LUA_NOREF
  /// Mark table → the view it was made from (weak keys).
  var anchors = LUA_NOREF
  /// Views table `makeDefaultCoachViews` made → the script line of the call (weak keys).
  var viewLines = LUA_NOREF
  /// Animation manager → its id (weak keys).
  var managers = LUA_NOREF
}
