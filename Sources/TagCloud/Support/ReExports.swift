// A TagCloud user needs the modules underneath it: Color, Rect and Canvas
// (Raster), Font (TrueType) and its embedded DejaVu Sans (EmbeddedFont),
// ImageFormat and the encoders (ImageCodecs), Matrix4, Vector3 and Angle
// (Homogeneous). They are re-exported, as a Swift package's umbrella module
// re-exports the modules its API is made of, so `import TagCloud` is enough.
@_exported import Homogeneous
@_exported import Raster
@_exported import TrueType
@_exported import ImageCodecs
@_exported import EmbeddedFont
