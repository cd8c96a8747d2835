internal import BarkeepCore

/// Runs the bar set-up code of parsed Swift files symbolically and records what it configures:
/// appearance objects and where they are applied, colours, fonts and images, layout facts, sheets and
/// SwiftUI toolbars. It does not compile the code: it follows assignments, calls to the files' own
/// functions (with their arguments), `copy()`, `if #available` branches and closures, and names
/// whatever it cannot evaluate.
final class SwiftBarRecognizer {
    /// How deeply calls to the files' own functions are followed.
    static let maximumCallDepth = 24

    /// A function and the type it belongs to (`nil` for a global function).
    struct FunctionEntry {
        /// The owning type, if any.
        let typeName: String?
        /// The function.
        let function: SourceFunction
        /// Its file.
        let file: String

        /// The function's place in the files, which tells overloads apart.
        var place: String { "\(file):\(function.line)" }
    }

    /// A property declared in a type (or globally), and its file.
    struct PropertyEntry {
        /// The owning type, if any.
        let typeName: String?
        /// The declaration's name.
        let name: String
        /// Its initial value, for stored properties.
        let value: SourceExpression?
        /// Its getter, for computed properties.
        let body: [SourceStatement]?
        /// Its file.
        let file: String
        /// Its line.
        let line: Int
    }

    /// Functions by name.
    var functions: [String: [FunctionEntry]] = [:]
    /// Functions by name, then by owning type (`""` for globals).
    var functionsByType: [String: [String: [FunctionEntry]]] = [:]
    /// Properties by name.
    var properties: [String: [PropertyEntry]] = [:]
    /// Inheritance lists by type name.
    var supertypes: [String: [String]] = [:]
    /// One call in the files: who calls, on what, with which labels.
    struct CallSite {
        /// What the call is made on.
        enum Base: Equatable {
            /// Unqualified or `self.`: the caller's own type (or a global).
            case own
            /// A type named in code (`Theme.apply()`).
            case type(String)
            /// A value of a type the recogniser does not know.
            case other
        }

        /// The type whose code makes the call.
        let callerType: String?
        /// What it is made on.
        let base: Base
        /// The argument labels.
        let labels: [String?]
    }

    /// Every call in the files, by called name, to find entry points.
    var calls: [String: [CallSite]] = [:]
    /// The types whose functions code outside them calls, worked out once.
    var typesUsedFromOutside: Set<String>?
    /// The type whose declarations ``collectCalls(_:)`` is reading.
    var collectingType: String?
    /// The appearance objects built.
    var objects: [AppearanceRecord] = []
    /// Appearance objects that factories nobody calls return: entities even when applied nowhere.
    var standaloneObjects: Set<Int> = []
    /// Applications of appearances to targets, by frame and target.
    var applications: [String: PresetRecord] = [:]
    /// The function (`Type.name`) each frame runs, by frame.
    var frameFunctions: [Int: String] = [:]
    /// The frames that ran each function (`Type.name`), in order.
    var framesByFunction: [String: [Int]] = [:]
    /// Sheets, by frame and the code that reached them.
    var sheets: [String: PresetRecord] = [:]
    /// The sheet keys in order of creation; a `.sheet` value is an index into this.
    var sheetKeys: [String] = []
    /// SwiftUI toolbars, by frame.
    var toolbars: [String: PresetRecord] = [:]
    /// Layout presets, by bar class (or controller) name.
    var layouts: [String: PresetRecord] = [:]
    /// Layout facts found in controllers and helpers.
    var layoutFacts: [LayoutFact] = []
    /// Colours of named properties, by palette name, so aliases can point at them.
    var namedColors: [String: ColorReference] = [:]
    /// Colours evaluated for named properties, cached by property.
    var propertyColors: [String: RecognizedValue] = [:]
    /// The report being written.
    var report: SwiftImportReport

    /// The files read, in order.
    var filePaths: [String] = []
    /// The file being run.
    var file = ""
    /// The type whose code is running, if any.
    var typeName: String?
    /// The function whose code is running, if any.
    var functionName: String?
    /// The frame identifier: one per run of a body.
    var frame = 0
    /// The next frame identifier.
    private var nextFrame = 0
    /// The functions being run, innermost last, to stop recursion.
    var callStack: [String] = []
    /// How many calls of the files' own functions the import follows in all: functions that call
    /// each other in several branches would otherwise be followed along every path, a number of calls
    /// growing exponentially with the functions.
    static let callBudget = 10_000
    /// The calls of the files' own functions followed so far.
    var callsFollowed = 0
    /// Whether the report says the call budget ran out.
    var hasSpentCallBudget = false
    /// The iOS version below which the running code applies (inside the `else` of `#available`).
    var legacyBelow: String?
    /// The frame of the caller of each function the files call, by the callee's frame: what a pre-iOS 13
    /// branch sets on a target that its caller or callee styles is that set-up's legacy path (the
    /// exporter's `applyLegacy(to:)` and `applyGlobally()`'s proxies).
    var callerFrames: [Int: Int] = [:]
    /// The parameters of the running entry point typed as a bar or navigation item, by name: values
    /// the import cannot know, since nothing in the files passes them.
    var entryPointBarParameters: [String: String] = [:]
    /// The places (``FunctionEntry/place``) of the functions that ran, as entry points or called.
    var ranFunctions: Set<String> = []
    /// Values the code stored into properties of its own types (`storedTabs = BarStyles.tabs()` in an
    /// `init`), by `Type.name`, read back by later code of the type (a `viewDidLoad` applying it).
    var storedProperties: [String: RecognizedValue] = [:]
    /// The value a running body returned.
    var returned: RecognizedValue?
    /// The image the running image renderer's closure draws, with the opacity it is drawn with.
    var drawnImage: (image: String, alpha: Double?)?

    /// Creates a recogniser that writes into `report`.
    init(report: SwiftImportReport) {
        self.report = report
    }

    /// The location of `line` in the running file.
    func location(_ line: Int) -> SourceLocation { SourceLocation(file: file, line: line) }

    /// Starts a new frame and returns the previous one.
    func enterFrame() -> Int {
        let previous = frame
        nextFrame += 1
        frame = nextFrame
        return previous
    }

    /// Starts a new frame for a run of `function` (`Type.name`) and returns the previous one.
    func enterFrame(running function: String) -> Int {
        let previous = enterFrame()
        frameFunctions[frame] = function
        framesByFunction[function, default: []].append(frame)
        return previous
    }

    /// Registers the declarations of every file, then runs the entry points.
    func run(_ files: [(path: String, statements: [SourceStatement])]) {
        filePaths = files.map(\.path)
        for (path, statements) in files { register(statements, typeName: nil, file: path) }
        for (path, statements) in files {
            file = path
            typeName = nil
            functionName = nil
            let previous = enterFrame()
            let scope = RecognitionScope(parent: nil)
            execute(
                statements.filter { statement in
                    switch statement {
                    case .function, .type, .variable: return false
                    default: return true
                    }
                }, scope)
            frame = previous
        }
        let byLine = functions.values.sorted(by: { $0[0].function.line < $1[0].function.line })
        for entries in byLine {
            for entry in entries where isEntryPoint(entry) {
                runEntryPoint(entry)
            }
        }
        // A bar helper that only code which never ran calls (a theme switch's `applyView(to:)`, given the
        // bars it finds among a window's subviews) runs on its own, its bar unknown, as if nothing called it.
        for entries in byLine {
            for entry in entries where entry.function.body != nil && !ranFunctions.contains(entry.place) {
                let takesBar = entry.function.parameters.contains {
                    barKind(ofType: $0.wrappedTypeText) != nil
                }
                if takesBar { runEntryPoint(entry) }
            }
        }
        for name in properties.keys.sorted() {
            for entry in properties[name]! where entry.name == "body" && entry.body != nil {
                file = entry.file
                typeName = entry.typeName
                functionName = "body"
                let previous = enterFrame()
                execute(entry.body!, RecognitionScope(parent: nil))
                frame = previous
            }
        }
        analyzeLayouts()
    }

    /// Whether `entry` runs on its own: nothing in the files calls it and it returns nothing, or it
    /// builds an appearance nobody asks for.
    func isEntryPoint(_ entry: FunctionEntry) -> Bool {
        guard entry.function.body != nil else { return false }
        if let type = entry.typeName, inheritsNavigationBar(type),
            ["sizeThatFits", "layoutSubviews"].contains(entry.function.name)
        {
            return false
        }
        if entry.function.name == "init" { return true }
        if takesNavigationItem(entry), let type = entry.typeName,
            (functionsByType[entry.function.name]?[type]?.count ?? 0) <= 1,
            (calls[entry.function.name] ?? []).allSatisfy({
                !mayCall(entry, from: $0) || ($0.callerType == type && $0.base == .own)
            })
        {
            // An item helper its own type calls with an item it is given (`applyBackButton(to:)` from
            // `apply(to:)`): no caller in the files holds a navigation item to follow it with.
            return true
        }
        for site in calls[entry.function.name] ?? [] where mayCall(entry, from: site) {
            return false
        }
        return !(entry.typeName.map(isUsedFromOutside) ?? false)
    }

    /// Whether code outside `type` calls one of its functions by name (`Theme.apply(to:)`): then `type`
    /// is a library whose other, uncalled functions are conveniences rather than set-up code.
    func isUsedFromOutside(_ type: String) -> Bool {
        if typesUsedFromOutside == nil {
            var used: Set<String> = []
            for sites in calls.values {
                for site in sites {
                    if case .type(let callee) = site.base, site.callerType != callee { used.insert(callee) }
                }
            }
            typesUsedFromOutside = used
        }
        return typesUsedFromOutside!.contains(type)
    }

    /// Whether the call at `site` may call `entry`: its labels fit, and what it is made on can be
    /// `entry`'s type.
    func mayCall(_ entry: FunctionEntry, from site: CallSite) -> Bool {
        guard SwiftBarRecognizer.bindArguments(entry.function.parameters, site.labels) != nil else {
            return false
        }
        switch site.base {
        case .type(let type):
            return type == entry.typeName
        case .own:
            return entry.typeName == nil || site.callerType == entry.typeName
        case .other:
            let callerHasIt =
                site.callerType.map { functionsByType[entry.function.name]?[$0] != nil } ?? false
            return !callerHasIt || site.callerType == entry.typeName
        }
    }

    /// Whether `entry` has a `UINavigationItem` parameter.
    func takesNavigationItem(_ entry: FunctionEntry) -> Bool {
        entry.function.parameters.contains {
            $0.wrappedTypeText == "UINavigationItem"
        }
    }

    /// Runs an entry point in a frame of its own, parameters unknown.
    func runEntryPoint(_ entry: FunctionEntry) {
        file = entry.file
        typeName = entry.typeName
        functionName = entry.function.name
        ranFunctions.insert(entry.place)
        let previous = enterFrame(running: "\(entry.typeName ?? "").\(entry.function.name)")
        let scope = RecognitionScope(parent: nil)
        entryPointBarParameters = [:]
        for parameter in entry.function.parameters {
            scope.declare(parameter.name, parameterValue(parameter))
            let type = parameter.wrappedTypeText
            if type == "UINavigationItem" || barKind(ofType: type) != nil {
                entryPointBarParameters[parameter.name] = type
            }
        }
        returned = nil
        callStack = [entry.function.name]
        executeBody(entry.function.body ?? [], scope)
        if case .appearance(let index) = returned {
            if objects[index].nameHint == nil {
                objects[index].nameHint = NameDeriver.hint(
                    function: entry.function.name, typeName: entry.typeName)
            }
            standaloneObjects.insert(index)
        }
        callStack = []
        frame = previous
    }

    /// What a parameter of an entry point stands for: a sheet when typed as one, else unknown.
    func parameterValue(_ parameter: SourceFunction.Parameter) -> RecognizedValue {
        if parameter.typeText.hasPrefix("UISheetPresentationController") {
            return .sheet(sheetIndex(reach: parameter.name, line: 0))
        }
        return .unknown(parameter.name)
    }

    /// Records functions, properties and supertypes.
    func register(_ statements: [SourceStatement], typeName: String?, file: String) {
        let savedType = collectingType
        collectingType = typeName
        defer { collectingType = savedType }
        for statement in statements {
            switch statement {
            case .function(let function):
                let entry = FunctionEntry(typeName: typeName, function: function, file: file)
                functions[function.name, default: []].append(entry)
                functionsByType[function.name, default: [:]][typeName ?? "", default: []].append(entry)
                collectCalls(function.body ?? [])
                let nested = (function.body ?? []).filter {
                    if case .function = $0 { return true } else { return false }
                }
                register(nested, typeName: typeName, file: file)
            case .type(let declaration):
                let name = declaration.name
                supertypes[name, default: []] += declaration.inherits
                register(declaration.members, typeName: name, file: file)
            case .variable(let name, _, let value, let body, let line):
                properties[name, default: []].append(
                    PropertyEntry(
                        typeName: typeName, name: name, value: value, body: body, file: file, line: line))
                if let value { collectCalls([.expression(value)]) }
                collectCalls(body ?? [])
            case .block(let inner, _) where typeName != nil:
                register(inner, typeName: typeName, file: file)
            default:
                collectCalls([statement])
            }
        }
    }

    /// Whether `type` is a `UINavigationBar` subclass declared in the files.
    func inheritsNavigationBar(_ type: String) -> Bool {
        type != "UINavigationBar" && inherits(type, from: "UINavigationBar")
    }

    /// The bar kind `type` (a UIKit bar class or a subclass declared in the files) is, if any.
    func barKind(ofType type: String) -> BarKind? {
        switch type {
        case "UINavigationBar": return .navigation
        case "UITabBar": return .tab
        case "UIToolbar": return .toolbar
        default:
            if inheritsNavigationBar(type) { return .navigation }
            for parent in supertypes[type] ?? [] {
                if parent == "UITabBar" { return .tab }
                if parent == "UIToolbar" { return .toolbar }
            }
            return nil
        }
    }

    /// Which argument each parameter takes (parameter index → argument index), matching labels in
    /// order and leaving parameters with defaults unbound; `nil` when the labels do not fit.
    static func bindArguments(_ parameters: [SourceFunction.Parameter], _ labels: [String?]) -> [Int: Int]? {
        var binding: [Int: Int] = [:]
        var parameterIndex = 0
        let lastTakesClosure: Bool = parameters.last.map { $0.typeText.contains("->") } ?? false
        for argumentIndex in labels.indices {
            let argumentLabel: String? = labels[argumentIndex]
            while parameterIndex < parameters.count && parameters[parameterIndex].label != argumentLabel {
                parameterIndex += 1
            }
            if parameterIndex < parameters.count {
                binding[parameterIndex] = argumentIndex
                parameterIndex += 1
                continue
            }
            // A trailing closure may stand for the last parameter whatever its label.
            let isLast = argumentIndex == labels.count - 1
            if isLast && argumentLabel == nil && lastTakesClosure && binding[parameters.count - 1] == nil {
                binding[parameters.count - 1] = argumentIndex
                return binding
            }
            return nil
        }
        return binding
    }
}
