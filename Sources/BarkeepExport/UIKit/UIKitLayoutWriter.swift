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

    /// The preset's switches and button kind, read through their catalogue targets.
    private var parameters: [LayoutParameter: FieldValue] {
        var result: [LayoutParameter: FieldValue] = [:]
        for field in layout.fields {
            if case .layoutParameter(let parameter) = field.spec.uikitTarget,
                case .value(let value) = field.value
            {
                result[parameter] = value
            }
        }
        return result
    }

    /// Whether a boolean parameter is set to true.
    private func isOn(_ parameter: LayoutParameter) -> Bool { parameters[parameter] == .bool(true) }

    /// Whether the preset needs a navigation controller subclass.
    var needsController: Bool {
        isOn(.extendSafeArea) || isOn(.resizeOnAppear) || geometry.strategy == .positionAdjustment
    }

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
                + "\(strategySummary). Content alignment: \(geometry.alignment.rawValue).")
        if let description = layout.description { writer.documentation(description) }
        writer.line("@MainActor")
        writer.block("public final class \(barTypeName): UINavigationBar") { writer in
            writer.documentation("The bar's height, in points.")
            writer.line("public static let barHeight: CGFloat = \(height)")
            writer.documentation("The system bar height the preset replaces, in points.")
            writer.line("public static let baseHeight: CGFloat = \(base)")
            writer.line()
            writer.documentation("Reports the preset's height, so the bar is laid out that tall.")
            writer.block("public override func sizeThatFits(_ size: CGSize) -> CGSize") { writer in
                writer.line("CGSize(width: size.width, height: Self.barHeight)")
            }
            switch geometry.strategy {
            case .spacerStack: writeSpacerStack(into: &writer)
            case .contentViewLayout: writeContentViewLayout(into: &writer)
            case .positionAdjustment: writePositionAdjustment(into: &writer)
            case nil: break
            }
        }
    }

    /// `titleView(_:)`, `barButtonItem(_:)` and the stack they share (article 000, public API only).
    private func writeSpacerStack(into writer: inout SwiftSourceWriter) {
        let title = UIKitExpressions.number(geometry.titleSpacerHeight)
        let button = UIKitExpressions.number(geometry.buttonSpacerHeight)
        writer.line()
        writer.documentation("The spacer above the title, in points.")
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
                "stack.heightAnchor.constraint(equalToConstant: barHeight).isActive = true",
                "let spacer = UIView()",
                "spacer.translatesAutoresizingMaskIntoConstraints = false",
                "spacer.heightAnchor.constraint(equalToConstant: spacerHeight).isActive = true",
                "stack.addArrangedSubview(spacer)",
                "stack.addArrangedSubview(content)",
                "return stack",
            ])
        }
    }

    /// `layoutSubviews()` moving the private content view (articles 000 and 004).
    private func writeContentViewLayout(into writer: inout SwiftSourceWriter) {
        let origin = UIKitExpressions.number(geometry.titleSpacerHeight)
        writer.line()
        writer.documentation(
            "Where the top of the navigation content sits, in points from the top of the bar.")
        writer.line("public static let contentOriginY: CGFloat = \(origin)")
        writer.line()
        writer.documentation("Stretches the bar background to the bar's height and moves the content view.")
        writer.block("public override func layoutSubviews()") { writer in
            writer.line("super.layoutSubviews()")
            writer.comment(
                "Risk: _UIBarBackground and UINavigationBarContentView are private UIKit classes, found by name. "
                    + "A future iOS may rename or re-lay them out, and App Review may object (article 000). "
                    + "The spacerStack strategy uses public API only.")
            writer.block("for subview in subviews") { writer in
                writer.line("let className = NSStringFromClass(subview.classForCoder)")
                writer.block("if className.contains(\"BarBackground\")") { writer in
                    writer.line(
                        "subview.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.barHeight)")
                }
                writer.block("if className.contains(\"UINavigationBarContentView\")") { writer in
                    writer.line("subview.frame.origin.y = Self.contentOriginY")
                }
            }
        }
    }

    /// The legacy adjustments (article 004): title on the bar, image buttons one by one.
    private func writePositionAdjustment(into writer: inout SwiftSourceWriter) {
        let title = UIKitExpressions.number(geometry.titleOffset ?? 0)
        let button = UIKitExpressions.number(geometry.buttonOffset ?? 0)
        writer.line()
        writer.documentation("The title's vertical adjustment, in points.")
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
                + (parameters[.buttonKind] == .choice(ButtonKind.text.rawValue)
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
                writer.line("return controller")
            }
            writer.line()
            writer.documentation("Applies the preset's safe-area extension and adjustments.")
            writer.block("public override func viewDidLoad()") { writer in
                writer.line("super.viewDidLoad()")
                if isOn(.extendSafeArea) {
                    let delta = UIKitExpressions.number(geometry.safeAreaDelta)
                    writer.comment(
                        "extendSafeArea: the extra \(delta) pt of bar must not cover content (barHeight − baseHeight)."
                    )
                    UIKitAvailability.guarded(.iOS11, target: deploymentTarget, into: &writer) { writer in
                        writer.statement("let bar = ", .atom("\(barTypeName).self"))
                        writer.line("additionalSafeAreaInsets.top = bar.barHeight - bar.baseHeight")
                    }
                }
                if geometry.strategy == .positionAdjustment {
                    writer.line("(navigationBar as? \(barTypeName))?.applyTitleAdjustment()")
                }
            }
            if isOn(.resizeOnAppear) {
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
}
