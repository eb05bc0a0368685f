import Homogeneous
import Raster
import TrueType
import TagCloud

/// Sample tag sets of different shapes.
enum SampleTags {
    /// Sixty astronomy terms with Zipf weights.
    static let astronomy: [Tag] = {
        let words = ["Moon", "Sun", "Mars", "Jupiter", "Saturn", "Venus", "Mercury", "Neptune", "Uranus",
                     "Pluto", "Comet", "Asteroid", "Galaxy", "Nebula", "Quasar", "Pulsar", "Black hole",
                     "Supernova", "Orbit", "Eclipse", "Telescope", "Andromeda", "Milky Way", "Orion",
                     "Sirius", "Vega", "Polaris", "Betelgeuse", "Rigel", "Aldebaran", "Meteor", "Aurora",
                     "Cosmos", "Redshift", "Dark matter", "Exoplanet", "Kuiper belt", "Oort cloud",
                     "Light year", "Parsec", "Zenith", "Equinox", "Solstice", "Perihelion", "Apogee",
                     "Constellation", "Magnitude", "Spectrum", "Parallax", "Big Bang", "Cepheid",
                     "White dwarf", "Red giant", "Neutron star", "Hubble", "Kepler", "Galileo",
                     "Copernicus", "Halley", "Titan"]
        return words.enumerated().map { Tag(text: $0.element, weight: 60 / Double($0.offset + 1)) }
    }()

    /// Five tags, one of them very long.
    static let fewWithALongOne: [Tag] = [
        Tag(text: "Moon", weight: 3), Tag(text: "The Great Andromeda Galaxy Survey", weight: 9),
        Tag(text: "Sun", weight: 1), Tag(text: "Io", weight: 5), Tag(text: "Europa", weight: 2),
    ]

    /// Two hundred tags of equal weight.
    static let manyEqual: [Tag] = (0..<200).map { Tag(text: "tag\($0)", weight: 1) }

    /// All sets.
    static let all: [[Tag]] = [astronomy, fewWithALongOne, manyEqual]
}

/// A layout of `tags` on balanced lattice positions.
func makeLayout(_ tags: [Tag], _ viewport: Viewport, _ options: LayoutOptions = LayoutOptions()) -> Layout {
    Layout(tags: tags, points: TagPlacement.positions(for: tags.map(\.weight)), viewport: viewport,
           options: options, measurer: AverageAdvanceMetrics())
}
