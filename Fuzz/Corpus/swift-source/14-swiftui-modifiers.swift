import SwiftUI

struct InboxView: View {
    @State private var showsFilters = false

    var body: some View {
        NavigationStack {
            List {}
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Edit") {}
                    }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Share", systemImage: "square.and.arrow.up") {}
                        Button {
                            showsFilters = true
                        } label: {
                            Image(systemName: "line.3.horizontal.decrease")
                        }
                    }
                }
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .sheet(isPresented: $showsFilters) {
                    Text("Filters")
                        .presentationDetents([.medium, .large, .height(200)])
                        .presentationDragIndicator(.visible)
                        .presentationCornerRadius(24)
                }
        }
    }
}
