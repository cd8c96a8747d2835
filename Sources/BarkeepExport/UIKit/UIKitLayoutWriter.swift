internal import BarkeepCore

/// Writes one layout preset as a `UINavigationBar` subclass implementing its strategy with the preset's
/// numbers (articles 000, 001 and 004), plus a `UINavigationController` subclass when the preset needs
/// one (safe-area extension, legacy position adjustment, resize on appear).
struct UIKitLayoutWriter {
    /// The layout preset.
    let layout: ResolvedEntity
    /// The preset's numbers.
    let geometry: LayoutGeometry
    /// Value expressions.
    let expressions: UIKitExpressions
    /// The deployment target of the file.
    let deploymentTarget: IOSVersion

    /// The bar class's name, such as `Spacer70NavigationBar`.
    var barTypeName: String { expressions.names.type(.layout, layout.name, suffix: "NavigationBar") }
    /// The controller class's name, such as `Spacer70NavigationController`.
    var controllerTypeName: String {
        expressions.names.type(.layout, layout.name, suffix: "NavigationController")
    }

    /// The preset itself.
    private var own: LayoutPart {
        LayoutPart(layout: layout, geometry: geometry, since: fallbackPart?.before, before: nil)
    }

    /// The preset's fallback, when the file targets an iOS before `fallbackBelow` and the fallback places
    /// content another way (article 004: position adjustment below iOS 11).
    private var fallbackPart: LayoutPart? {
        guard let fallback = layout.layoutFallback, fallback.below > deploymentTarget,
            let fallbackGeometry = fallback.layout.layout, fallbackGeometry.strategy != geometry.strategy
        else { return nil }
        return LayoutPart(
            layout: fallback.layout, geometry: fallbackGeometry, since: nil, before: fallback.below)
    }

    /// The fallback, when its bar is of another height than the preset's: then the bar reports
    /// `fallbackBarHeight` below `fallbackBelow` (``writeBar(into:)``, ``heightName(of:)``).
    private var fallbackOfAnotherHeight: LayoutPart? {
        fallbackPart.flatMap { $0.geometry.barHeight != geometry.barHeight ? $0 : nil }
    }

    /// The parts the bar implements: the preset, then its fallback if any.
    private var parts: [LayoutPart] { [own] + (fallbackPart.map { [$0] } ?? []) }

    /// Whether the preset needs a navigation controller subclass.
    var needsController: Bool { parts.contains(where: \.needsController) }

    /// Writes the classes.
    func write(into writer: inout SwiftSourceWriter) {
        writeBar(into: &writer)
        if needsController {
            writer.line()
            writeController(into: &writer)
        }
    }

    /// The strategy's one-line summary.
    private var strategySummary: String {
        switch geometry.strategy {
        case .spacerStack:
            return "title and bar buttons sit below spacers in vertical stacks (public API only)"
        case .contentViewLayout:
            return "the private UINavigationBarContentView is re-positioned in layoutSubviews"
        case .positionAdjustment:
            return "the legacy title and bar-button position adjustments move the content"
        case nil: return "no placement strategy: UIKit lays the 44 pt content out at the top"
        }
    }

    /// The bar subclass.
    private func writeBar(into writer: inout SwiftSourceWriter) {
        let height = UIKitExpressions.number(geometry.barHeight)
        let base = UIKitExpressions.number(geometry.baseHeight)
        writer.documentation(
            "Layout preset `\(layout.name)`: a \(height) pt navigation bar in place of the \(base) pt one; "
                + "\(strategySummary). Content alignment: \(geometry.alignment.rawValue)."
                + (fallbackPart.map {
                    " Below iOS \($0.before?.description ?? "") it uses preset `\($0.layout.name)` "
                        + "(\($0.geometry.strategy?.rawValue ?? "no strategy"))."
                } ?? ""))
        if let description = layout.description { writer.documentation(description) }
        writer.line("@MainActor")
        writer.block("public final class \(barTypeName): UINavigationBar") { writer in
            writer.documentation("The bar's height, in points.")
            writer.line("public static let barHeight: CGFloat = \(height)")
            writer.documentation("The system bar height the preset replaces, in points.")
            writer.line("public static let baseHeight: CGFloat = \(base)")
            // Below `fallbackBelow` the fallback's geometry applies, its height with its safe-area inset.
            if let fallback = fallbackOfAnotherHeight, let before = fallback.before {
                let fallbackHeight = UIKitExpressions.number(fallback.geometry.barHeight)
                writer.documentation(
                    "The bar's height below iOS \(before) (fallback preset `\(fallback.layout.name)`), in points."
                )
                writer.line("public static let fallbackBarHeight: CGFloat = \(fallbackHeight)")
                writer.line()
                writer.documentation(
                    "Reports the height of the preset in force, so the bar is laid out that tall.")
                writer.block("public override func sizeThatFits(_ size: CGSize) -> CGSize") { writer in
                    writer.block("guard #available(iOS \(before), *) else") { writer in
                        writer.line("return CGSize(width: size.width, height: Self.fallbackBarHeight)")
                    }
                    writer.line("return CGSize(width: size.width, height: Self.barHeight)")
                }
            } else {
                writer.line()
                writer.documentation("Reports the preset's height, so the bar is laid out that tall.")
                writer.block("public override func sizeThatFits(_ size: CGSize) -> CGSize") { writer in
                    writer.line("CGSize(width: size.width, height: Self.barHeight)")
                }
            }
            for part in parts {
                switch part.geometry.strategy {
                case .spacerStack: writeSpacerStack(part, into: &writer)
                case .contentViewLayout: writeContentViewLayout(part, into: &writer)
                case .positionAdjustment: writePositionAdjustment(part, into: &writer)
                case nil: break
                }
            }
        }
    }

    /// The constant of `part`'s bar height: `fallbackBarHeight` for a fallback of another height
    /// (written by ``writeBar(into:)``), else `barHeight`.
    private func heightName(of part: LayoutPart) -> String {
        part.before != nil && fallbackOfAnotherHeight != nil ? "fallbackBarHeight" : "barHeight"
    }

    /// ` from iOS x` or ` below iOS x` for a part that serves some versions only.
    private func range(of part: LayoutPart) -> String {
        if let since = part.since { return " From iOS \(since) (preset `\(part.layout.name)`)." }
        if let before = part.before { return " Below iOS \(before) (fallback preset `\(part.layout.name)`)." }
        return ""
    }

    /// `titleView(_:)`, `barButtonItem(_:)` and the stack they share (article 000, public API only).
    private func writeSpacerStack(_ part: LayoutPart, into writer: inout SwiftSourceWriter) {
        let title = UIKitExpressions.number(part.geometry.titleSpacerHeight)
        let button = UIKitExpressions.number(part.geometry.buttonSpacerHeight)
        writer.line()
        writer.documentation("The spacer above the title, in points." + range(of: part))
        writer.line("public static let titleSpacerHeight: CGFloat = \(title)")
        writer.documentation("The spacer above bar buttons, in points.")
        writer.line("public static let buttonSpacerHeight: CGFloat = \(button)")
        writer.line()
        writer.documentation("A title view: `content` below the title spacer, in a stack as tall as the bar.")
        writer.documentation("Assign it to `navigationItem.titleView`.")
        writer.block("public static func titleView(_ content: UIView) -> UIView") { writer in
            writer.line("stack(content, spacerHeight: titleSpacerHeight)")
        }
        writer.line()
        writer.documentation(
            "A bar button item showing `content` below the button spacer; the caller owns the content's "
                + "actions.")
        writer.block("public static func barButtonItem(_ content: UIView) -> UIBarButtonItem") { writer in
            writer.line("UIBarButtonItem(customView: stack(content, spacerHeight: buttonSpacerHeight))")
        }
        writer.line()
        writer.documentation("A vertical stack of a fixed-height spacer and `content`, as tall as the bar.")
        writer.block("private static func stack(_ content: UIView, spacerHeight: CGFloat) -> UIStackView") {
            writer in
            writer.lines([
                "let stack = UIStackView()",
                "stack.axis = .vertical",
                "stack.alignment = .center",
                "stack.translatesAutoresizingMaskIntoConstraints = false",
                "stack.heightAnchor.constraint(equalToConstant: \(heightName(of: part))).isActive = true",
                "let spacer = UIView()",
                "spacer.translatesAutoresizingMaskIntoConstraints = false",
                "spacer.heightAnchor.constraint(equalToConstant: spacerHeight).isActive = true",
                "stack.addArrangedSubview(spacer)",
                "stack.addArrangedSubview(content)",
                "return stack",
            ])
        }
    }

    /// `UIView.safeAreaInsets` needs iOS 11.
    private static let safeAreaIntroduced = IOSVersion.iOS11

    /// `layoutSubviews()` moving the private content view (articles 000 and 004).
    private func writeContentViewLayout(_ part: LayoutPart, into writer: inout SwiftSourceWriter) {
        let origin = UIKitExpressions.number(part.geometry.titleSpacerHeight)
        writer.line()
        writer.documentation(
            "Where the top of the navigation content sits, in points from the top of the bar."
                + range(of: part))
        writer.line("public static let contentOriginY: CGFloat = \(origin)")
        writer.line()
        writer.documentation("Stretches the bar background to the bar's height and moves the content view.")
        writer.block("public override func layoutSubviews()") { writer in
            writer.line("super.layoutSubviews()")
            if let since = part.since, since > deploymentTarget {
                writer.line("guard #available(iOS \(since), *) else { return }")
            }
            if let before = part.before {
                writer.line("if #available(iOS \(before), *) { return }")
            }
            writer.comment(
                "Risk: _UIBarBackground and UINavigationBarContentView are private UIKit classes, found by name. "
                    + "A future iOS may rename or re-lay them out, and App Review may object (article 000). "
                    + "The spacerStack strategy uses public API only.")
            writer.block("for subview in subviews") { writer in
                writer.line("let className = NSStringFromClass(subview.classForCoder)")
                writer.block("if className.contains(\"BarBackground\")") { writer in
                    writer.comment(
                        "From the top of the screen: the background reaches up under the status bar, as UIKit "
                            + "draws a bar's background (article 001).")
                    if max(part.since ?? deploymentTarget, deploymentTarget) >= Self.safeAreaIntroduced {
                        writer.line("let topInset = superview?.safeAreaInsets.top ?? 0")
                    } else {
                        writer.line("var topInset: CGFloat = 0")
                        writer.block("if #available(iOS \(Self.safeAreaIntroduced), *)") { writer in
                            writer.line("topInset = superview?.safeAreaInsets.top ?? 0")
                        }
                    }
                    writer.line("let height = Self.\(heightName(of: part)) + topInset")
                    writer.line(
                        "subview.frame = CGRect(x: 0, y: -topInset, width: bounds.width, height: height)")
                }
                writer.block("if className.contains(\"UINavigationBarContentView\")") { writer in
                    writer.line("subview.frame.origin.y = Self.contentOriginY")
                }
            }
        }
    }

    /// The legacy adjustments (article 004): title on the bar, image buttons one by one.
    private func writePositionAdjustment(_ part: LayoutPart, into writer: inout SwiftSourceWriter) {
        let title = UIKitExpressions.number(part.geometry.titleOffset ?? 0)
        let button = UIKitExpressions.number(part.geometry.buttonOffset ?? 0)
        writer.line()
        writer.documentation("The title's vertical adjustment, in points." + range(of: part))
        writer.line("public static let titleAdjustment: CGFloat = \(title)")
        writer.documentation("The bar buttons' vertical background adjustment, in points.")
        writer.line("public static let buttonAdjustment: CGFloat = \(button)")
        writer.line()
        writer.documentation("Moves the title by the preset's adjustment.")
        writer.block("public func applyTitleAdjustment()") { writer in
            writer.line("setTitleVerticalPositionAdjustment(Self.titleAdjustment, for: .default)")
        }
        writer.line()
        writer.documentation(
            "Moves a bar button by the preset's adjustment. Only image buttons move: "
                + "setBackgroundVerticalPositionAdjustment leaves text buttons where they are (article 004)"
                + (part.parameters[.buttonKind] == .choice(ButtonKind.text.rawValue)
                    ? ", and this preset says its screens use text buttons." : "."))
        writer.block("public static func adjust(_ item: UIBarButtonItem)") { writer in
            writer.line("item.setBackgroundVerticalPositionAdjustment(buttonAdjustment, for: .default)")
        }
    }

    /// The controller subclass: the custom bar, the safe-area extension, the adjustments, resize on appear.
    private func writeController(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "A navigation controller using `\(barTypeName)` and the rest of preset `\(layout.name)`.")
        writer.line("@MainActor")
        writer.block("public final class \(controllerTypeName): UINavigationController") { writer in
            writer.documentation("A controller showing `root` under the preset's bar.")
            writer.block("public static func make(root: UIViewController) -> \(controllerTypeName)") {
                writer in
                writer.statement(
                    "let controller = ",
                    .call(
                        controllerTypeName,
                        [
                            SwiftArgument("navigationBarClass", .atom("\(barTypeName).self")),
                            SwiftArgument("toolbarClass", .atom("nil")),
                        ]))
                writer.line("controller.viewControllers = [root]")
                if extendsSafeArea { writer.line("extendSafeArea(of: root)") }
                writer.line("return controller")
            }
            if parts.contains(where: { $0.geometry.strategy == .positionAdjustment }) {
                writer.line()
                writer.documentation("Applies the preset's title adjustment.")
                writer.block("public override func viewDidLoad()") { writer in
                    writer.line("super.viewDidLoad()")
                    writeByVersion(into: &writer) { part, _, writer in
                        if part.geometry.strategy == .positionAdjustment {
                            writer.line("(navigationBar as? \(barTypeName))?.applyTitleAdjustment()")
                        } else {
                            writer.comment("Preset `\(part.layout.name)` adjusts no title.")
                        }
                    }
                }
            }
            if extendsSafeArea {
                writer.line()
                writer.documentation(
                    "extendSafeArea: grows a screen's safe area by the bar's height beyond the standard bar's, "
                        + "so that the taller bar does not cover the screen's content. It is set on each screen, "
                        + "as articles 001 and 004 do, not on the navigation controller, whose own view holds the "
                        + "bar. Screens pushed with `pushViewController(_:animated:)` and the root of "
                        + "``make(root:)`` get it; call it for screens set through `viewControllers`.")
                writer.block("public static func extendSafeArea(of screen: UIViewController)") { writer in
                    writeByVersion(into: &writer, writeSafeArea)
                }
                writer.line()
                writer.documentation("Extends the safe area of each screen pushed, before it is shown.")
                writer.block(
                    "public override func pushViewController(_ viewController: UIViewController, animated: Bool)"
                ) { writer in
                    writer.line("Self.extendSafeArea(of: viewController)")
                    writer.line("super.pushViewController(viewController, animated: animated)")
                }
            }
            if parts.contains(where: { $0.isOn(.resizeOnAppear) }) {
                writer.line()
                writer.documentation(
                    "resizeOnAppear: `sizeToFit()` before the bar appears stops it shrinking for a moment during "
                        + "push and pop (article 004). Call ``resizeBar(of:)`` from each screen's viewWillAppear too."
                )
                writer.block("public override func viewWillAppear(_ animated: Bool)") { writer in
                    writer.line("super.viewWillAppear(animated)")
                    writer.line("navigationBar.sizeToFit()")
                }
                writer.line()
                writer.documentation("Call from `viewWillAppear(_:)` of the screens this controller shows.")
                writer.block("public static func resizeBar(of screen: UIViewController)") { writer in
                    writer.line("screen.navigationController?.navigationBar.sizeToFit()")
                }
            }
        }
    }

    /// Whether a part of the preset extends the safe area of the screens under the bar.
    private var extendsSafeArea: Bool { parts.contains { $0.isOn(.extendSafeArea) } }

    /// Writes `body` for the preset's own part, or, with a fallback, for each part behind an
    /// `if #available` of the fallback's end, each with the iOS version its code runs on at least.
    private func writeByVersion(
        into writer: inout SwiftSourceWriter,
        _ body: (LayoutPart, IOSVersion, inout SwiftSourceWriter) -> Void
    ) {
        guard let fallback = fallbackPart, let below = fallback.before else {
            body(own, deploymentTarget, &writer)
            return
        }
        writer.block("if #available(iOS \(below), *)", closer: " else {") { writer in
            body(own, max(deploymentTarget, below), &writer)
        }
        writer.indent { writer in body(fallback, deploymentTarget, &writer) }
        writer.line("}")
    }

    /// `extendSafeArea(of:)` for one part: `additionalSafeAreaInsets.top` of the screen, from iOS 11.
    private func writeSafeArea(_ part: LayoutPart, target: IOSVersion, into writer: inout SwiftSourceWriter) {
        if !part.isOn(.extendSafeArea) {
            writer.comment("Preset `\(part.layout.name)` does not extend the safe area.")
        } else if let before = part.before, before <= .iOS11 {
            writer.comment(
                "extendSafeArea: additionalSafeAreaInsets needs iOS 11, so preset `\(part.layout.name)` cannot "
                    + "extend the safe area below iOS \(before).")
        } else {
            let delta = UIKitExpressions.number(part.geometry.safeAreaDelta)
            writer.comment(
                "extendSafeArea: the extra \(delta) pt of bar must not cover content (barHeight − baseHeight)."
            )
            UIKitAvailability.guarded(.iOS11, target: target, into: &writer) { writer in
                writer.line("screen.additionalSafeAreaInsets.top = \(delta)")
            }
        }
    }
}
