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
    var own: LayoutPart {
        LayoutPart(layout: layout, geometry: geometry, since: fallbackPart?.before, before: nil)
    }

    /// The preset's fallback, when the file targets an iOS before `fallbackBelow` and the fallback places
    /// content another way (article 004: position adjustment below iOS 11).
    var fallbackPart: LayoutPart? {
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
    var parts: [LayoutPart] { [own] + (fallbackPart.map { [$0] } ?? []) }

    /// Writes the bar class and the navigation controller class that installs it.
    func write(into writer: inout SwiftSourceWriter) {
        writeBar(into: &writer)
        writer.line()
        writeController(into: &writer)
    }

    /// The strategy's one-line summary.
    private func summary(of strategy: LayoutStrategy?) -> String {
        switch strategy {
        case .spacerStack:
            return "the title view and bar buttons made with titleView(_:) and barButtonItem(_:) sit below "
                + "spacers in vertical stacks (public API only, article 000)"
        case .contentViewLayout:
            return
                "layoutSubviews stretches the bar background over the bar and the status bar, and moves the "
                + "private UINavigationBarContentView to an offset measured from its height at each layout "
                + "(articles 000, 001, 004)"
        case .positionAdjustment:
            return "the legacy title and bar-button position adjustments move the content (article 004)"
        case nil: return "no placement strategy: UIKit lays the content out at the top"
        }
    }

    /// What the bar does, by iOS version: height, placement, taps.
    private var barDocumentation: [String] {
        let height = UIKitExpressions.number(geometry.barHeight)
        var lines = [
            "Layout preset `\(layout.name)`: a \(height) pt navigation bar in place of the system's "
                + "\(UIKitExpressions.number(geometry.baseHeight)) pt one. Content alignment: "
                + "\(geometry.alignment.rawValue)."
        ]
        var heightLine =
            "Height: the `frame` setter keeps the bar this tall whatever height UIKit sets (article 000), which "
            + "is what holds from \(Self.selfSizingIntroduced.name), where the navigation controller sizes its bar itself"
        if deploymentTarget < Self.selfSizingIntroduced {
            heightLine +=
                "; below \(Self.selfSizingIntroduced.name) the navigation controller asks `sizeThatFits(_:)`, which reports it (article 004)"
        }
        lines.append(heightLine + ".")
        for part in parts {
            lines.append("Placement" + versions(of: part) + ": " + summary(of: part.geometry.strategy) + ".")
        }
        lines.append(
            "Taps: the bar takes touches over its whole height, and hands one to the title view or a bar "
                + "button's custom view under it even where that view hangs out of UIKit's content view "
                + "(article 001: \"buttons in the title view are hard to tap\").")
        lines.append(
            "Install it with `\(controllerTypeName)`, which uses it on every initializer and lays it out again "
                + "on every transition.")
        return lines
    }

    /// ` from iOS x (preset `p`)` or ` below iOS x (fallback preset `p`)` for a part that serves some
    /// versions only, else empty.
    private func versions(of part: LayoutPart) -> String {
        if let since = part.since { return " from iOS \(since) (preset `\(part.layout.name)`)" }
        if let before = part.before { return " below iOS \(before) (fallback preset `\(part.layout.name)`)" }
        return ""
    }

    /// The expression of the bar's height in force: `Self.presetHeight` when a fallback of another height
    /// serves older versions, else `Self.barHeight`.
    var heightExpression: String { fallbackOfAnotherHeight == nil ? "Self.barHeight" : "Self.presetHeight" }

    /// The bar subclass.
    private func writeBar(into writer: inout SwiftSourceWriter) {
        let height = UIKitExpressions.number(geometry.barHeight)
        let base = UIKitExpressions.number(geometry.baseHeight)
        for line in barDocumentation { writer.documentation(line) }
        if let description = layout.description { writer.documentation(description) }
        writer.line("@MainActor")
        writer.block("public final class \(barTypeName): UINavigationBar") { writer in
            writer.documentation("The bar's height, in points.")
            writer.line("public static let barHeight: CGFloat = \(height)")
            writer.documentation(
                "The system bar height the preset was drawn against, in points (44 on iPhone in portrait).")
            writer.line("public static let baseHeight: CGFloat = \(base)")
            if let fallback = fallbackOfAnotherHeight, let before = fallback.before {
                let fallbackHeight = UIKitExpressions.number(fallback.geometry.barHeight)
                writer.documentation(
                    "The bar's height below iOS \(before) (fallback preset `\(fallback.layout.name)`), in points."
                )
                writer.line("public static let fallbackBarHeight: CGFloat = \(fallbackHeight)")
                writer.line()
                writer.documentation("The height of the preset in force on this iOS, in points.")
                writer.block("static var presetHeight: CGFloat") { writer in
                    writer.block("guard #available(iOS \(before), *) else") { writer in
                        writer.line("return fallbackBarHeight")
                    }
                    writer.line("return barHeight")
                }
            }
            writeHeight(into: &writer)
            writeHitTest(into: &writer)
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

    /// The `frame` override (article 000) and `sizeThatFits(_:)` (article 004).
    private func writeHeight(into writer: inout SwiftSourceWriter) {
        writer.line()
        writer.documentation(
            "Keeps the bar at the preset's height whatever height UIKit sets: from \(Self.selfSizingIntroduced.name) the "
                + "navigation "
                + "controller lays its bar out at the system height and no longer asks `sizeThatFits(_:)` "
                + "(articles 000 and 004).")
        writer.block("public override var frame: CGRect") { writer in
            writer.line("get { super.frame }")
            writer.block("set") { writer in
                writer.lines([
                    "var frame = newValue", "frame.size.height = \(heightExpression)", "super.frame = frame",
                ])
            }
        }
        writer.line()
        writer.documentation(
            "Reports the preset's height: how the navigation controller sizes its bar below "
                + "\(Self.selfSizingIntroduced.name) (article "
                + "004), and what `sizeToFit()` asks.")
        writer.block("public override func sizeThatFits(_ size: CGSize) -> CGSize") { writer in
            writer.line("CGSize(width: size.width, height: \(heightExpression))")
        }
    }

    /// `point(inside:with:)` over the bar's height and `hitTest(_:with:)` reaching the moved item views.
    private func writeHitTest(into writer: inout SwiftSourceWriter) {
        writer.line()
        writer.documentation(
            "Takes touches over the preset's whole height, also while a transition has UIKit lay the bar out "
                + "at the system height.")
        writer.block("public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool") {
            writer in
            writer.line(
                "CGRect(x: 0, y: 0, width: bounds.width, height: \(heightExpression)).contains(point)")
        }
        writer.line()
        writer.documentation(
            "Hands a touch to the top item's title view or bar-button custom view under it, even where the "
                + "view hangs out of UIKit's content view, whose bounds would otherwise stop the touch; "
                + "anything else goes to UIKit's own hit testing.")
        writer.block("public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?") {
            writer in
            writer.lines([
                "let touchable = !isHidden && isUserInteractionEnabled && alpha > 0.01",
                "guard touchable, self.point(inside: point, with: event) else { return nil }",
                "if let item = topItem {",
                "    let buttons = (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])",
                "    let views = [item.titleView] + buttons.map(\\.customView)",
                "    for case let view? in views where view.window === window && !view.isHidden {",
                "        if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }",
                "    }",
                "}",
                "return super.hitTest(point, with: event)",
            ])
        }
    }

    /// The constant of `part`'s bar height: `fallbackBarHeight` for a fallback of another height
    /// (written by ``writeBar(into:)``), else `barHeight`.
    func heightName(of part: LayoutPart) -> String {
        part.before != nil && fallbackOfAnotherHeight != nil ? "fallbackBarHeight" : "barHeight"
    }

    /// ` from iOS x` or ` below iOS x` for a part that serves some versions only.
    private func range(of part: LayoutPart) -> String {
        let versions = versions(of: part)
        guard let first = versions.dropFirst().first else { return "" }
        return " " + first.uppercased() + versions.dropFirst(2) + "."
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
    static let safeAreaIntroduced = APIAvailability.safeArea.introduced
    /// From iOS 11 the navigation controller sizes its bar itself.
    static let selfSizingIntroduced = APIAvailability.navigationBarSelfSizing.introduced

    /// `layoutSubviews()` stretching the bar background and moving the private content view to an offset
    /// measured from its height (articles 000, 001 and 004).
    private func writeContentViewLayout(_ part: LayoutPart, into writer: inout SwiftSourceWriter) {
        let offset = part.geometry.titleOffset ?? 0
        if offset != 0 {
            writer.line()
            writer.documentation(
                "How far the content sits from its aligned place, in points (positive is down)."
                    + range(of: part))
            writer.line("public static let contentOffset: CGFloat = \(UIKitExpressions.number(offset))")
        }
        writer.line()
        writer.documentation(
            "Stretches the bar background over the bar and the status bar, and moves the content view to the "
                + "preset's alignment, measured from the content view's height at each layout: 44 pt on iPhone, "
                + "50 on iPad, 32 in iPhone landscape.")
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
                    let free = "Self.\(heightName(of: part)) - subview.frame.height"
                    let aligned: String
                    switch part.geometry.alignment {
                    case .center: aligned = "(\(free)) / 2"
                    case .bottom: aligned = free
                    case .top: aligned = "0"
                    }
                    writer.line(
                        "subview.frame.origin.y = \(aligned)" + (offset != 0 ? " + Self.contentOffset" : ""))
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
}
