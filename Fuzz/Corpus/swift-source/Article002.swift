// Article 002 (SwiftUI toolbar across platforms): the code blocks, verbatim.

import SwiftUI

struct ContentView: View {
    @State private var name = ""
    var body: some View {
        Form {
            TextField("Name", text: $name)
                .padding()
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel", action: {})
            }
            ToolbarItem(placement: .primaryAction) {
                Button("Add", action: {})
            }
        }
    }
}

struct ContentView: View {
    @State private var name = ""
    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
                    .padding()
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", action: {})
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", action: {})
                }
            }
        }
    }
}

struct MultiPlatformToolbar<T: ToolbarContent>: ViewModifier {
    let title: String
    let toolbarContent: () -> T
    func body(content: Content) -> some View {
#if os(OSX) || os(watchOS)
        content
            .toolbar(content: toolbarContent)
#else
        NavigationView {
            content
                .navigationTitle(title)
                .toolbar(content: toolbarContent)
        }
        .navigationViewStyle(.stack)
#endif
    }
}

extension View {
    func multiPlatformToolbar<Content>(title: String, @ToolbarContentBuilder content: @escaping () -> Content) -> some View where Content : ToolbarContent {
        modifier(MultiPlatformToolbar(title: title, toolbarContent: content))
    }
}

import SwiftUI

struct ContentView: View {
    @State private var name = ""
    var body: some View {
        Form {
            TextField("Name", text: $name)
                .padding()
        }
        .multiPlatformToolbar(title: "title") {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel", action: {})
            }
            ToolbarItem(placement: .primaryAction) {
                Button("Add", action: {})
            }
        }
    }
}
