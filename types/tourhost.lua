---@meta tourhost
-- Definitions of tourhost's Lua API for lua-language-server (LuaLS): completion, hover text
-- and checks in any editor that runs it. `.luarc.json` beside a tour points here:
--
--   { "runtime.version": "Lua 5.4", "workspace.library": ["path/to/types"] }
--
-- Annotate a tour's table with `---@type Tour` (as the examples do) to have its hooks checked:
-- a misspelt hook name is reported as a field that Tour does not have. A tour with functions
-- the app calls (`call NAME`) is a `PilotedTour`.
-- The whole contract is docs/API.md.

-- Geometry -----------------------------------------------------------------------------------

---A rectangle in points: `{ x, y, width, height }` or `{ x =, y =, width =, height = }`.
---Rects handed to scripts have the named fields.
---@class Rect
---@field x number
---@field y number
---@field width number
---@field height number

---A point in points: `{ x, y }` or `{ x =, y = }`.
---@class Point
---@field x number
---@field y number

---@alias RectLike Rect|number[]
---@alias PointLike Point|number[]

---A cutout: one shape (`tour.path.*`) or several (`tour.path.union`), filled with the non-zero rule.
---@class CutoutPath
---@field kind "rect"|"roundedRect"|"oval"|"polygon"|"union"
---@field rect? Rect
---@field radius? number
---@field points? Point[]
---@field paths? CutoutPath[]

-- The tour table -----------------------------------------------------------------------------

---@alias ArrowOrientation "top"|"bottom"|"left"|"right"
---@alias ConfigurationChange "none"|"size"|"frame"|"reload"
---@alias PauseStyle "hideNothing"|"hideInstructions"|"hideOverlay"
---@alias NextLabelPosition "leading"|"trailing"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing"
---@alias BlurEffectStyle "light"|"dark"|"extraLight"|"regular"|"prominent"
---@alias TimingCurve "linear"|"easeIn"|"easeOut"|"easeInOut"
---@alias Color string A colour, "#RRGGBBAA" or "#RRGGBB".

---What a tour script returns: the data source, delegate and animation delegate of
---Instructions, as fields. Indices start at 1.
---@class (exact) Tour
---@field id? string The tour's id (default: the file name without .lua).
---@field screen? ScreenDescription|CapturedScreen|string|fun(device: DeviceInfo): ScreenDescription|CapturedScreen|string The app's screen: described, a capture (Android uiautomator or Appium, iOS WebDriverAgent XML or JSON, XCUITest debugDescription), the path of a .json or .lua file or a capture, relative to the script, or a function that gives one for the device the tour is seen on.
---@field strings? string The app's strings for `tour.t`: a String Catalog (`Localizable.xcstrings`), an Android `res` folder, or a folder of `<locale>.lua` tables, relative to the script.
---@field onMissing? MissingPolicy What each mark that declares none of its own does when its view is missing: { wait = 2, ["then"] = "centre" }.
---@field xliff? string|string[] XLIFF files (or Xcode .xcloc folders) saying how far each language's translations are, for `tourhost check`'s string-state, relative to the script.
---@field check? { ignore?: string[] } What `tourhost check` leaves out for this tour: rule ids (docs/CHECKS.md).
---@field own? string[] The tour's own functions whose names are close to a hook's (otherwise such a function is an error: a misspelt hook never runs).
---@field fonts? string[]|{ ios?: string[], android?: string[] } The app's fonts on each platform: font files in the tour's folder (.ttf, .otf, .ttc) or installed families; default DejaVu Sans on iOS, Roboto on Android.
---@field sourceLanguage? string The language of an Android `values/` folder or of the Lua tables (default "en"); a String Catalog names its own.
---@field numberOfCoachMarks integer|fun(ctl: Controller): integer How many marks; asked at the start (and at each reload).
---@field coachMarkAt fun(ctl: Controller, index: integer): CoachMark|CoachMark[] The mark at `index` (make it with `ctl.helper:makeCoachMark`), or a list of marks shown together.
---@field coachMarkViewsAt? fun(ctl: Controller, index: integer, mark: CoachMark, part: integer): MarkViews The mark's views (default: the default views with an arrow); `part` is the mark's place in its group.
---@field coachMarkWillLoadAt? fun(ctl: Controller, index: integer): boolean `false` skips the mark, in the direction the flow moves.
---@field willShow? fun(ctl: Controller, mark: CoachMark, index: integer, change: ConfigurationChange) Before the mark shows; `mark` can be changed in place. May pause, wait, update and resume.
---@field didShow? fun(ctl: Controller, mark: CoachMark, index: integer, change: ConfigurationChange) The mark is on screen.
---@field willHide? fun(ctl: Controller, mark: CoachMark, index: integer) The mark is about to hide.
---@field didHide? fun(ctl: Controller, mark: CoachMark, index: integer) The mark is gone.
---@field didEndShowingBySkipping? fun(ctl: Controller, skipped: boolean) The tour is over; `skipped` when the user skipped it.
---@field shouldHandleOverlayTap? fun(ctl: Controller, index: integer): boolean A tap on the overlay: `true` (the default) moves on.
---@field configureOrnamentsOfOverlay? fun(ctl: Controller, ornaments: Ornament[]) Add views drawn over the overlay, under the marks.
---@field skipView? SkipView The skip button, or nil for none.
---@field constraintsForSkipView? fun(ctl: Controller, skipView: SkipView, parentFrame: Rect): RectLike? Where the skip view goes (nil: the top trailing corner).
---@field fetchAppearanceTransition? fun(ctl: Controller, markView: MarkView, index: integer, manager: TransitionManager) How the mark appears.
---@field fetchDisappearanceTransition? fun(ctl: Controller, markView: MarkView, index: integer, manager: TransitionManager) How the mark disappears.
---@field fetchIdleAnimation? fun(ctl: Controller, markView: MarkView, index: integer, manager: AnimationManager) What the mark does while it waits (loops until it hides).
---@field overlay? OverlaySettings The overlay's settings at the start.
---@field appearance? "light"|"dark" Instructions' light or dark colours.
---@field pages? PageDescription[] A tour of pages (Tutorializer's): each page's marks show together; the skip view is a done control. Replaces numberOfCoachMarks, coachMarkAt and coachMarkViewsAt.
---@field screens? table<string, ScreenDescription|CapturedScreen|string> The app's screens, by name: a mark waits for its screen.
---@field startScreen? string The screen the app shows first (needed with several screens).
---@field once? boolean Not shown again once completed or skipped (remembered across runs).
---@field resume? boolean Starts again at the mark where the user stopped.
---@field maxDisplayCount? integer Starts at most this many times.
---@field displayFrequency? "immediate"|"hourly"|"daily"|"weekly"|"monthly" Starts at most this often.
---@field transition? "fade"|"move" How marks go from one to the next: fade (Instructions', the default) or move (the cutout and the bubble move to the next mark).
---@field trigger? { screen: string }|{ event: string }|{ parameter: string }|fun(ctl: Controller, occasion: { kind: "launch"|"screen"|"event"|"parameter", name?: string, value?: any }): boolean In an app of tours: what makes it a candidate (default: the app's launch); a function is asked at every trigger and cannot wait.
---@field rules? ({ event: string, count?: integer, within?: string }|{ parameter: string, equals: boolean|number|string })[] TipKit's rules: an event reported at least `count` times (in the last `within`, "7d", "24h", "30m", "45s"), a parameter set to a value.
---@field ignoresDisplayFrequency? boolean In an app of tours: the app's display frequency and cooldown leave it alone.
---@field isEligible? fun(ctl: Controller, progress: Progress): boolean Whether the tour may start now (asked after the rules above).
---@field didSelectAction? fun(ctl: Controller, index: integer, id: string) A rich bubble's action was tapped on mark `index` (the flow goes on meanwhile).
---@field didSelectLink? fun(ctl: Controller, index: integer, id: string) A link `[text](id)` in mark `index`'s hint or title was tapped (the flow goes on meanwhile).

---A tour that also has functions the app calls (the `call NAME` input command): any other
---function is allowed, so misspelt hook names are not caught; keep `Tour` where you can.
---@class PilotedTour: Tour
---@field [string] fun(ctl: Controller, ...: any)

---A page of a tour of pages: its marks show together, each with its hint.
---An app file (app.lua): the app's tours and how they relate. At each trigger at most
---one tour shows; `tourhost run app.lua` plays them, `tourhost why app.lua TOUR` says why.
---@class (exact) App
---@field tours string[] The tour files, beside the app file; their order is the last word on priority.
---@field displayFrequency? "immediate"|"hourly"|"daily"|"weekly"|"monthly" How often any tour may show (TipKit's global frequency).
---@field cooldown? number Seconds after a tour showed before another may.
---@field groups? table[] Tours by id that take turns: { "a", "b", order = "ordered" }.
---@field priority? string[] Tour ids, most important first.
---@field fonts? string[]|{ ios?: string[], android?: string[] } The app's fonts, which each tour takes on a platform it names none for: font files beside the app file or installed families.

---@class PageDescription
---@field id? string
---@field marks PageMark[]

---A mark of a page: `makeCoachMark`'s options, and its hint.
---@class PageMark: MakeCoachMarkOptions
---@field hint string
---@field position? "above"|"below" Where the hint goes, next to its view.
---@field width? number The widest the hint may be.

---What is remembered, as `isEligible` gets it.
---@class Progress
---@field seen boolean
---@field completed boolean
---@field skipped boolean
---@field lastMark? integer
---@field displayCount integer How many times the tour started.
---@field secondsSinceLastDisplay? number
---@field displaysAgo number[] Seconds since each start, most recent first.
---@field events table<string, integer> How many times the app reported each event.
---@field parameters table<string, any> The parameters the app set.

---The app's screen.
---@class ScreenDescription
---@field width number
---@field height number
---@field safeArea? { top?: number, left?: number, bottom?: number, right?: number }
---@field layoutDirection? "ltr"|"rtl"
---@field views? ViewDescription[]
---@field image? string A picture of the app to draw under the tour, relative to the script.
---@field reduceTransparency? boolean iOS's Reduce Transparency: a blurred overlay falls back to its colour.

---The app's real screen, from a capture file (read by its content).
---@class CapturedScreen
---@field capture string The capture's path, relative to the script.
---@field scale? number Capture pixels per point: dpi / 160 for Android (`adb shell wm density`); 1 for iOS.
---@field image? string A screenshot to draw under the tour, relative to the script.
---@field safeArea? { top?: number, left?: number, bottom?: number, right?: number } Instead of the one the capture's bars show.

---One of the app's views.
---@class ViewDescription
---@field id string Unique among its siblings; no dots.
---@field frame RectLike In its parent's coordinates.
---@field children? ViewDescription[]
---@field label? string The text on its box in pictures (default: its id).
---@field fill? Color Its colour in pictures.
---@field type? string What it is in the app (`Button`, `android.widget.TextView`), for a view from a capture.
---@field autoresizing? ("flexibleLeftMargin"|"flexibleWidth"|"flexibleRightMargin"|"flexibleTopMargin"|"flexibleHeight"|"flexibleBottomMargin")[] How it follows its parent's size (UIKit's autoresizing mask); none: it keeps its frame.
---@field scroll? ScrollDescription It scrolls its children, whose frames are then in its content's coordinates.

---A bubble's leading picture.
---@class BubbleImageOptions
---@field file string A PNG or JPEG beside the script (or below it).
---@field size? integer[]|number[] {w, h} in points (default: its pixels).
---@field alt? string What a screen reader says of it (the check's image-alt asks for one).
---@field decorative? boolean Only decorates: not read, needs no alt.

---A scroll container's content.
---@class ScrollDescription
---@field contentSize integer[]|number[] {w, h}: at least the view's size.
---@field offset? integer[]|number[] {x, y}: the content's point at the view's top left (default {0, 0}).

---The device a `screen` function is given (`--device`, `--orientation`).
---@class DeviceInfo
---@field name string `iphone-se`, ... (`tourhost devices`); "standard" without --device.
---@field model string
---@field platform "iOS"|"android"
---@field isTablet boolean
---@field width number As held.
---@field height number
---@field orientation "portrait"|"landscape"
---@field scale number Pixels per point.
---@field safeArea { top: number, left: number, bottom: number, right: number }
---@field textSize string The content size category's short name (`L`, `AX5`).
---@field locale? string
---@field appearance? "light"|"dark"

-- Marks ----------------------------------------------------------------------------------------

---A coach mark (Instructions' CoachMark).
---@class CoachMark
---@field cutoutPath? CutoutPath nil: no cutout.
---@field pointOfInterest? PointLike Where the arrow points (default: the cutout's centre).
---@field arrowOrientation? ArrowOrientation nil: computed from where the cutout is ("top": the mark below, "bottom": above, "left": to the right, "right": to the left).
---@field gapBetweenBodyAndArrow? number Default 2.
---@field gapBetweenCoachMarkAndCutoutPath? number Default 2.
---@field maxWidth? number Default 350.
---@field horizontalMargin? number Default 20.
---@field isDisplayedOverCutoutPath? boolean Default false.
---@field scroll? boolean Scroll the view into sight first when a scroll container hides it. Default true.
---@field transition? "fade"|"move" How the flow comes to this mark and leaves it; default the tour's.
---@field isOverlayInteractionEnabled? boolean Default true.
---@field isUserInteractionEnabledInsideCutoutPath? boolean Default false.
---@field screen? string The screen the mark belongs to (a tour of several screens).
---@field advanceOn? "tap"|{ event: string } A guided step: only its cutout takes touches; it moves on with a tap there, or the app's event.
---@field waitFor? { view: string, seconds: number, onMissing?: "skip"|"center"|"stop"|"hold", then?: "skip"|"centre"|"end"|"hold", reason?: string } The view the mark waits for (`then` and why the view is missing, for a declared policy).
---@field check? { ignore?: string[] } What `tourhost check` leaves out for this mark: rule ids (docs/CHECKS.md).
---@field id? string The step's name: a hot reload keeps the step of this name on show (default: its view and hint).

---What `makeCoachMark` and `updateCurrentCoachMark` take: a view, or a frame, and any mark field.
---@class MakeCoachMarkOptions: CoachMark
---@field view? string A view's id or key path ("tabBar.profile").
---@field frame? RectLike A frame, in the coordinates of `within` (else the screen's).
---@field within? string The view whose coordinates `frame` is in.
---@field pointOfInterest? PointLike In the coordinates of `view`'s parent, else `within`, else the screen.
---@field cutoutPath? CutoutPath|fun(frame: Rect): CutoutPath A path, or one made from the frame (in screen coordinates).
---@field cutoutPadding? number How far the cutout grows around the view or frame (default 4; driver.js's stagePadding).
---@field cutoutCornerRadius? number The cutout's corner radius (default 4; driver.js's stageRadius).
---@field wait? number Seconds to wait for a view that is not there yet.
---@field onMissing? "skip"|"center"|"stop"|"hold"|MissingPolicy What to do when the view has not come in time (default "skip"), or a declared policy: { wait = 2, ["then"] = "centre" }.

---A mark's views: a body (the next control) and an optional arrow.
---@class MarkViews
---@field body ViewTable
---@field arrow? ViewTable

---@alias ViewTable DefaultBody|DefaultArrow|RectView|TextView|ImageView|{ width: number, height: number }

---Instructions' CoachMarkBodyDefaultView.
---@class DefaultBody
---@field kind "defaultBody"
---@field hint? string
---@field progress? string The hint's first line when it is the mark's progress ("2 of 3"): spoken once, as the progress (a rich bubble draws it in its control row)
---@field next? string
---@field nextLabelPosition? NextLabelPosition
---@field title? string A rich bubble's bold first row. Any of title, back, close, dots or actions makes the body a rich bubble: only its controls take taps.
---@field back? string|boolean A rich bubble's back control (`true`: "Back" in the tour's language); it goes to the previous mark.
---@field close? string|boolean A rich bubble's close control, named for a screen reader (`true`: "Close" in the tour's language); it ends the tour as skip does.
---@field dots? boolean A rich bubble's step dots, one per mark that will be shown.
---@field step? { [1]: integer, [2]: integer } What the dots draw: { current, total } (makeDefaultCoachViews fills it).
---@field actions? BubbleAction[] A rich bubble's own controls, a row each: a tap calls the tour's didSelectAction(ctl, index, id).
---@field image? string|BubbleImageOptions A picture above the title: a PNG or JPEG file beside the script.
---@field innerColor? Color
---@field borderColor? Color
---@field highlightedInnerColor? Color
---@field highlightedBorderColor? Color
---@field textColor? Color
---@field cornerRadius? number
---@field hintSize? number
---@field nextSize? number
---@field width? number
---@field height? number

---A rich bubble's action.
---@class BubbleAction
---@field id string What didSelectAction receives.
---@field title? string Its label (default: the id).

---Instructions' CoachMarkArrowDefaultView: 15 × 9.
---@class DefaultArrow
---@field kind "defaultArrow"
---@field orientation? ArrowOrientation
---@field innerColor? Color
---@field borderColor? Color
---@field highlightedInnerColor? Color
---@field highlightedBorderColor? Color
---@field width? number
---@field height? number

---A box that stacks its children.
---@class RectView
---@field kind "rect"
---@field fill? Color
---@field border? Color
---@field borderWidth? number
---@field cornerRadius? number
---@field padding? number|number[]|{ top?: number, left?: number, bottom?: number, right?: number }
---@field axis? "vertical"|"horizontal"
---@field spacing? number
---@field alignment? "leading"|"center"|"trailing"
---@field children? (RectView|TextView|ImageView)[]
---@field width? number
---@field height? number

---@class TextView
---@field kind "text"
---@field text string
---@field size? number Points (default 15).
---@field weight? "regular"|"bold"
---@field color? Color
---@field alignment? "leading"|"center"|"trailing"
---@field scales? boolean Whether the size follows the user's text size (default true).
---@field width? number
---@field height? number

---An image, drawn as a labelled placeholder.
---@class ImageView
---@field kind "image"
---@field name string
---@field width? number
---@field height? number

---Instructions' CoachMarkSkipDefaultView.
---@class SkipView
---@field title? string Default "Skip" in the tour's language (a built-in translation).
---@field titleKey? string The key of the tour's string to use as the title (as `tour.t(titleKey)`).
---@field innerColor? Color
---@field borderColor? Color
---@field highlightedInnerColor? Color
---@field highlightedBorderColor? Color
---@field textColor? Color
---@field cornerRadius? number
---@field titleSize? number
---@field width? number
---@field height? number

---A view drawn over the overlay, with its frame in screen coordinates.
---@class Ornament
---@field frame RectLike
---@field kind? "rect"|"text"|"image"|"defaultBody"

-- The controller ---------------------------------------------------------------------------

---`ctl`, passed to every hook.
---@class Controller
---@field flow Flow
---@field helper Helper
---@field overlay OverlaySettings Read when a mark is laid out: a change in willShow applies to that mark.
---@field screen ScreenApi
---@field pages Pages
local Controller = {}

---Ends the tour; `immediately` skips the animations and didEndShowingBySkipping.
---@param immediately? boolean
function Controller:stop(immediately) end

---Ends the tour as a tap on the skip view does.
function Controller:skip() end

---Hides the mark and its cutout before the app changes frames.
function Controller:prepareForChange() end

---Shows the current mark again, fetched anew with change = "frame".
function Controller:restoreAfterChangeDidComplete() end

---@class Flow
---@field currentIndex integer? nil before the start.
---@field isStarted boolean
---@field isPaused boolean
---@field numberOfCoachMarks integer
local Flow = {}

---Hides the current mark and shows the one `skip` further than the next.
---@param skip? integer
function Flow:showNext(skip) end

---Likewise, backwards.
---@param skip? integer
function Flow:showPrevious(skip) end

---Pauses the flow (in willShow: the mark waits for resume).
---@param style? PauseStyle Default "hideNothing".
function Flow:pause(style) end

---Shows the current (possibly updated) mark.
function Flow:resume() end

---The flow seen as pages.
---@class Pages
---@field current integer?
---@field count integer
---@field id string? The current page's id (a tour of pages).
local Pages = {}

---The next page.
function Pages:next() end

---The page before.
function Pages:previous() end

---@class Helper
local Helper = {}

---A mark made from a view or a frame.
---@param options MakeCoachMarkOptions
---@return CoachMark
function Helper:makeCoachMark(options) end

---Instructions' default views, or a rich bubble (any of title, back, close, dots, actions).
---`progress = "{current} of {total}"` adds a first line to the hint (a rich bubble: its control
---row); the placeholders work in every label too, counting only the marks that will load.
---Back is left out on the first mark unless `backOnFirst`.
---@param options { withArrow?: boolean, arrowOrientation?: ArrowOrientation, hint?: string, next?: string, nextLabelPosition?: NextLabelPosition, withNextText?: boolean, progress?: string, title?: string, back?: string|boolean, backOnFirst?: boolean, close?: string|boolean, dots?: boolean, actions?: BubbleAction[] }
---@return { body: DefaultBody, arrow?: DefaultArrow }
function Helper:makeDefaultCoachViews(options) end

---Changes the current mark while the flow is paused: from options, or in place.
---@param update MakeCoachMarkOptions|fun(mark: CoachMark, converter: Converter)
function Helper:updateCurrentCoachMark(update) end

---@class Converter
local Converter = {}

---A point or rect given in a view's coordinates, in screen coordinates.
---@generic T: PointLike|RectLike
---@param value T
---@param fromView string
---@return T
function Converter:convert(value, fromView) end

---The overlay's settings.
---@class OverlaySettings
---@field backgroundColor? Color
---@field blurEffectStyle? BlurEffectStyle
---@field isUserInteractionEnabled? boolean Default false: overlay taps do nothing.
---@field isUserInteractionEnabledInsideCutoutPath? boolean
---@field areTouchEventsForwarded? boolean
---@field fadeAnimationDuration? number Default 0.3.

---The app's screen, as hooks see and move it.
---@class ScreenApi
---@field width number
---@field height number
---@field name string? The screen the app shows (a tour of several screens).
---@field device string The device's name (`--device`), or "standard".
---@field orientation "portrait"|"landscape"
---@field textSize string The user's text size: `xS` ... `L` (the default) ... `AX5`.
---@field locale string The language `tour.t` uses (`--locale`, else the strings' source language).
---@field reduceMotion boolean Reduce Motion: the default animations are cross-fades.
---@field safeArea { top: number, left: number, bottom: number, right: number }
local ScreenApi = {}

---The app shows another screen.
---@param name string
function ScreenApi:navigate(name) end

---The app adds a view (a mark may wait for it); returns its key path.
---@param view ViewDescription
---@param parent? string
---@return string
function ScreenApi:addView(view, parent) end

---The app removes a view.
---@param name string
function ScreenApi:removeView(name) end

---The screen changes size (a rotation, a split view): the current mark is fetched again with
---change "size". With `safeArea`, the safe area changes too.
---@param width number
---@param height number
---@param safeArea? { top?: number, left?: number, bottom?: number, right?: number }
function ScreenApi:resize(width, height, safeArea) end

---A view's frame in screen coordinates.
---@param view string
---@return Rect
function ScreenApi:frame(view) end

---Moves a view (frame in its parent's coordinates).
---@param view string
---@param frame RectLike
function ScreenApi:setFrame(view, frame) end

---Moves a view over time, and waits until it is there.
---@param view string
---@param frame RectLike
---@param seconds number
---@param curve? TimingCurve Default "easeInOut".
function ScreenApi:animate(view, frame, seconds, curve) end

-- Animations --------------------------------------------------------------------------------

---The mark's view as the animation hooks get it.
---@class MarkView
---@field frame Rect
---@field body Rect
---@field arrow? Rect
---@field index integer

---@class AnimationParameters
---@field duration number Seconds (default 0.3).
---@field delay number Seconds (default 0).
---@field curve TimingCurve Default "easeInOut".
---@field keyframeMode "linear"|"discrete"|"cubic"
---@field autoreverses boolean Idle animations: back and forth (default true).

---A state of the mark's view: what `animate` moves it to.
---@class ViewState
---@field alpha? number 0 to 1.
---@field translation? PointLike Points.
---@field scale? number|number[]
---@field rotation? number Degrees.

---@class Keyframe: ViewState
---@field start number Fraction of the animation (0 to 1).
---@field duration number Fraction of the animation.

---@class AnimateOptions: ViewState
---@field keyframes? Keyframe[]
---@field fromInitialState? ViewState Where the view starts (appearance and disappearance).
---@field completion? fun(finished: boolean) Runs when the animation ends (false when cut short).

---@class AnimationManager
---@field parameters AnimationParameters
---@field coachMark CoachMark
local AnimationManager = {}

---Describes the animation (once per hook).
---@param options AnimateOptions
function AnimationManager:animate(options) end

---@class TransitionManager: AnimationManager

-- The tour global -------------------------------------------------------------------------------

---@class TourPaths
local TourPaths = {}

---@param rect RectLike
---@return CutoutPath
function TourPaths.rect(rect) end

---@param rect RectLike
---@param radius number
---@return CutoutPath
function TourPaths.roundedRect(rect, radius) end

---@param rect RectLike
---@return CutoutPath
function TourPaths.oval(rect) end

---@param points PointLike[]
---@return CutoutPath
function TourPaths.polygon(points) end

---Several shapes as one cutout.
---@param paths CutoutPath[]
---@return CutoutPath
function TourPaths.union(paths) end

---The `tour` global (also `require "tourhost"`).
---@class TourGlobal
---@field path TourPaths
---@field state table Plain data (numbers, strings, booleans, tables of them) that survives reloads.
tour = {}

---@param x number
---@param y number
---@param width number
---@param height number
---@return Rect
function tour.rect(x, y, width, height) end

---@param x number
---@param y number
---@return Point
function tour.point(x, y) end

---Suspends the running hook for `seconds` on the host clock; returns the seconds waited.
---@param seconds number
---@return number
function tour.wait(seconds) end

---Runs `callback(ctl)` later on the host clock (it may wait).
---@param seconds number
---@param callback fun(ctl: Controller)
function tour.after(seconds, callback) end

---Reports an app event (it moves a guided step on, and counts for `isEligible`).
---@param name string
function tour.emit(name) end

---The tour will not show again, for `reason` (TipKit's `invalidate(reason:)`): an `invalidate`
---event, remembered in the progress database; the decision point across an app's tours blocks it.
---@param reason string
function tour.invalidate(reason) end

---Seconds since the tour started, on the host clock.
---@return number
function tour.now() end

---The tour's string `key` in the current locale, its plural form chosen by the first number
---among the arguments, its placeholders (`%@`, `%d`, `%lld`, `%s`, `%1$@`) filled from them.
---@param key string
---@param ... string|number
---@return string
function tour.t(key, ...) end

---A `log` event in the trace; arguments are joined as `print` joins them.
---@param ... any
function tour.log(...) end

---A declared policy for a missing target: wait up to `wait` seconds (default 0) for the view,
---then skip the mark (default), show it centred, end the tour, or hold until the view comes.
---@class MissingPolicy
---@field wait? number
---@field then? "skip"|"centre"|"end"|"hold"
