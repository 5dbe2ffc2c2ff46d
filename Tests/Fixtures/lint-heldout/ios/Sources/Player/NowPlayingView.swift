import SwiftUI

struct NowPlayingView: View {
    @ObservedObject var player: PlayerModel
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        VStack(spacing: 24) {
            ArtworkView(image: player.artwork)
                .aspectRatio(1, contentMode: .fit)
                .clipShape(RoundedRectangle(cornerRadius: 12))

            VStack(spacing: 4) {
                Text(player.title)
                    .font(.title2.bold())
                    .lineLimit(1)
                Text(player.artist)
                    .font(.title3)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }

            ProgressView(value: player.progress)
            HStack {
                Text(player.elapsed, format: .timerCountdown)
                Spacer()
                Text(player.remaining, format: .timerCountdown)
            }
            .font(.caption.monospacedDigit())

            TransportControls(player: player)
                // The transport buttons are laid out in a fixed-height bar.
                .dynamicTypeSize(...DynamicTypeSize.large)

            LyricsTicker(lines: player.lyrics)
                .dynamicTypeSize(.small ... .accessibility2)
        }
        .padding(24)
    }
}

private struct TransportControls: View {
    @ObservedObject var player: PlayerModel

    var body: some View {
        HStack(spacing: 40) {
            Button { player.previous() } label: { Image(systemName: "backward.fill") }
            Button { player.toggle() } label: {
                Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
            }
            Button { player.next() } label: { Image(systemName: "forward.fill") }
        }
        .font(.title)
    }
}

private struct LyricsTicker: View {
    let lines: [String]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(lines, id: \.self) { line in
                    Text(line)
                        .font(.body.leading(.tight))
                        .lineLimit(2)
                }
            }
        }
        .dynamicTypeSize(DynamicTypeSize.xSmall..<DynamicTypeSize.accessibility1)
    }
}

struct MiniPlayerBar: View {
    @ObservedObject var player: PlayerModel

    var body: some View {
        HStack {
            Text(player.title).font(.subheadline.weight(.semibold))
            Spacer()
            Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
        }
        .padding(.horizontal)
        .frame(height: 56)
        .dynamicTypeSize(...DynamicTypeSize.accessibility1)
    }
}

struct QueueHeader: View {
    var body: some View {
        Text("Up Next")
            .font(.headline)
            .dynamicTypeSize(.medium ... .xxLarge)
    }
}
