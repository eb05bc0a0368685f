#!/usr/bin/env python3
"""Regenerates the committed seeds of every target but `font` (see make-font-seeds.py).

Standard library only. Run from anywhere: `python3 Tools/fuzz/make-seeds.py`.
The targets that read a selector byte first (`tags`, `geo`) get it prepended
here; see the harnesses in harness/ for what each value selects.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SAMPLES = os.path.join(ROOT, "Snapshots", "samples")
SEEDS = os.path.join(HERE, "seeds")


def sample(name):
    with open(os.path.join(SAMPLES, name), "rb") as f:
        return f.read()


def write(target, name, data, selector=None):
    os.makedirs(os.path.join(SEEDS, target), exist_ok=True)
    with open(os.path.join(SEEDS, target, name), "wb") as f:
        f.write((bytes([selector]) if selector is not None else b"") + data)


def script_seeds():
    write("script", "tour.gesture", sample("tour.gesture"))


def args_seeds():
    """Command lines, one argument per line (the harness splits on newlines)."""
    lines = {
        "render-basic": ["render", "--tags", "words.txt", "--rotate", "x:15", "-o", "cloud.png"],
        "render-4k": ["render", "--tags", "words.txt", "--size", "3840x2160", "--projection", "perspective",
                      "--gradient", "#60a5fa,#f472b6", "--background", "#111827", "-o", "cloud-4k.png"],
        "render-text": ["render", "--tags", "essay.txt", "--text-input", "--stopwords", "stop.txt", "--max-tags", "60",
                        "--min-word-length", "3", "-o", "essay.png"],
        "render-stdin": ["render", "--tags", "-", "--input-format", "weighted", "--format", "ppm", "--max-pixels",
                         "1000000", "--blend", "linear", "--color", "red", "--min-alpha", "0.2", "--min-scale", "0.5"],
        "animate-spin": ["animate", "--tags", "words.txt", "--spin", "y:20", "--duration", "6s", "-o", "-"],
        "animate-frames": ["animate", "--tags", "words.txt", "--spin", "x:-15", "--duration", "10s", "--fps", "60",
                           "--frames", "300-599", "--jobs", "4", "-o", "part-%04d.ppm"],
        "animate-script": ["animate", "--tags", "words.txt", "--script", "swipe.txt", "--inertia", "0.5",
                           "--max-frames", "100", "-o", "frames/f-%04d.png", "--trace"],
        "layout": ["layout", "--tags", "notes.txt", "--text-input", "--max-tags", "20", "--projection", "perspective",
                   "--size", "800x800", "--relax", "--radius", "300", "--padding", "4", "--camera-distance", "3"],
        "render-globe": ["render", "--tags", "cities.tsv", "--globe", "--look-at", "48.85,2.35", "--fit", "routes",
                         "--fit-pad", "1.15", "--route", "route-flight.csv", "--route-polyline",
                         "_p~iF~ps|U_ulLnnqC_mqNvxq`@", "--polyline-precision", "5", "--route-color", "#f472b6",
                         "--route-width", "2", "--backface", "fade", "-o", "globe.png"],
        "render-links": ["render", "--tags", "words.txt", "--links", "links.txt", "--link-color", "white",
                         "--link-width", "1.5", "-o", "links.ppm"],
        "help": ["help", "render"],
        "short-help": ["-h"],
        "version": ["--version"],
        "font": ["render", "--tags=words.txt", "--font", "DejaVuSans.ttf", "--font-index", "0", "--scale-by",
                 "weight", "--guides", "--max-size", "48", "--min-size", "8", "--", "-o"],
    }
    for name, words in lines.items():
        write("args", name, "\n".join(words).encode())
    # NUL-separated: an argument with a newline inside, and invalid UTF-8.
    write("args", "nul-separated",
          b"\0".join([b"render", b"--tags", b"a\nb.txt", b"--rotate", b"y:\xff30", b"-o", b"x.ppm"]))


def pnm_seeds():
    def ppm(w, h, maxval=255, comment=False):
        header = b"P6\n" + (b"# made by hand\n" if comment else b"") + f"{w} {h}\n{maxval}\n".encode()
        return header + bytes((i * 7) % (maxval + 1) for i in range(w * h * 3))

    def pgm(w, h, maxval=255):
        return f"P5 {w} {h} {maxval}\n".encode() + bytes((i * 13) % (maxval + 1) for i in range(w * h))

    def pam(w, h, depth, tupltype, maxval=255):
        header = f"P7\nWIDTH {w}\nHEIGHT {h}\nDEPTH {depth}\nMAXVAL {maxval}\nTUPLTYPE {tupltype}\nENDHDR\n".encode()
        return header + bytes((i * 29) % (maxval + 1) for i in range(w * h * depth))

    seeds = {
        "ppm-3x2": ppm(3, 2), "ppm-comment-maxval15": ppm(4, 3, 15, True), "pgm-5x4": pgm(5, 4),
        "pgm-maxval1": pgm(8, 2, 1), "pam-rgba": pam(3, 3, 4, "RGB_ALPHA"), "pam-rgb": pam(2, 2, 3, "RGB"),
        "pam-gray": pam(4, 1, 1, "GRAYSCALE"), "pam-gray-alpha": pam(2, 3, 2, "GRAYSCALE_ALPHA", 100),
        "stream": ppm(2, 2) + pam(2, 1, 4, "RGB_ALPHA") + pgm(1, 1) + ppm(1, 1),
    }
    for name, data in seeds.items():
        write("pnm", name, data)


def geo_seeds():
    """Selector 0 polyline (then a precision byte), 1 geo tags, 2 route, 3 links, 4 value parsers."""
    polyline = [line for line in sample("route-europe.polyline").decode().splitlines()
                if line and not line.startswith("#")][0]
    write("geo", "polyline-europe", b"\x00" + polyline.encode(), 0)
    write("geo", "polyline-google", b"\x00_p~iF~ps|U_ulLnnqC_mqNvxq`@", 0)
    write("geo", "polyline-precision6", b"\x01_izlhA~rlgdF_{geC~ywl@_kwzCn`{nI", 0)
    write("geo", "geotags-cities", sample("cities.tsv"), 1)
    write("geo", "geotags-csv", 'lat,lon,name\n"Washington, D.C.",38.9072,-77.0369,2\n'
          'Paris\t48.8566\t2.3522\t5\r\n# c\n"#hash",0,0\n'.encode(), 1)
    write("geo", "route-coast", sample("route-coast.csv"), 2)
    write("geo", "route-flight", sample("route-flight.csv"), 2)
    write("geo", "links-sample", sample("links.txt"), 3)
    write("geo", "links-quoted", '\ufeff"a -> b" -> "Hello, world", 2\nC# -> Zürich # comment\n'
          '"say ""hi""" -> LONDON, 0.25\r\nparis -> Go\n'.encode(), 3)
    write("geo", "specs", b"48.8566,2.3522\n -33.9 , 151.2 \ntags\nall\nhide\nfade\n6\n1.15\n90,180\nlinks\n", 4)


def route_file_seeds():
    """`gpx` and `routejson`: selector bits 0 steps, 1-2 path index, 3 cap 5, 4-7 format (see harness/routes.swift)."""
    gpx = (b'<?xml version="1.0" encoding="UTF-8"?>\n<!-- c -->\n'
           b'<gpx version="1.1" creator="seed" xmlns="http://www.topografix.com/GPX/1/1" '
           b'xmlns:x="urn:x">\n<metadata><name>m</name></metadata>\n'
           b'<wpt lat="60.3913" lon="5.3221"><name>Bergen &amp; <![CDATA[<port>]]> &#xE9;</name></wpt>\n'
           b'<trk><trkseg><trkpt lat="60.3913" lon="5.3221"><ele>1</ele><x:hr>9</x:hr></trkpt>'
           b"<trkpt lat='62.4722' lon='6.1495'/></trkseg><trkseg/></trk>\n"
           b'<rte><rtept lat="69.7269" lon="30.0456"/><rtept lat="70" lon="30"></rtept></rte>\n</gpx>\n')
    write("gpx", "track-route-waypoint", gpx, 0xFF)
    write("gpx", "track-as-gpx-index1", gpx, 0x04)
    write("gpx", "gpx10-prefixed", b'<g:gpx version="1.0" xmlns:g="http://www.topografix.com/GPX/1/0"><g:trk>'
          b'<g:trkseg><g:trkpt lat="0" lon="0"/><g:trkpt lat="1" lon="1"/></g:trkseg></g:trk></g:gpx>', 0)
    google = (b'{"geocoded_waypoints":[],"routes":[{"overview_polyline":{"points":"_p~iF~ps|U_ulLnnqC_mqNvxq`@"},'
              b'"legs":[{"steps":[{"polyline":{"points":"_p~iF~ps|U"}},{"polyline":{"points":"_ulLnnqC\\\\?"}}]}]}],'
              b'"status":"OK"}')
    write("routejson", "google", google, 0xF0)
    write("routejson", "google-steps", google, 0x11)
    write("routejson", "osrm", b'{"code":"Ok","routes":[{"geometry":"_p~iF~ps|U_ulLnnqC"},{"geometry":{"type":'
          b'"LineString","coordinates":[[5.3,60.4],[6.1,62.5,10]]},"legs":[{"steps":[{"geometry":"??"}]}]}],'
          b'"waypoints":[{"location":[5.3,60.4],"name":"a"}]}', 0xF2)
    write("routejson", "valhalla", b'{"trip":{"legs":[{"shape":"_izlhA~rlgdF_{geC~ywl@_kwzCn`{nI"}],"status":0},'
          b'"alternates":[{"trip":{"legs":[{"shape":"??"}]}}]}', 0xF4)
    write("routejson", "graphhopper", b'{"paths":[{"points":"_izlhA~rlgdF","points_encoded":true,'
          b'"points_encoded_multiplier":1e6},{"points":{"type":"LineString","coordinates":[[1,2],[3,4]]}}]}', 0xF0)
    write("routejson", "geojson", '\ufeff{"type":"FeatureCollection","features":[{"type":"Feature","properties":'
          '{"name":"Zürich \\u00e9\\ud83d\\ude00"},"geometry":{"type":"Point","coordinates":[8.54,47.37]}},'
          '{"type":"Feature","properties":null,"geometry":{"type":"GeometryCollection","geometries":['
          '{"type":"MultiLineString","coordinates":[[[0,0],[1,1]],[[2,2],[3,3]]]},{"type":"Polygon",'
          '"coordinates":[[[0,0],[1,0],[1,1],[0,0]]]},{"type":"MultiPoint","coordinates":[[1e1,-2.5E-1]]}]}},'
          '{"type":"Feature","geometry":null}]}'.encode(), 0xF0)
    write("routejson", "geojson-cap5", b'{"type":"LineString","coordinates":[[0,0],[1,1],[2,2],[3,3],[4,4],[5,5]]}', 0x08)


def tags_seeds():
    """Selector bits: 0-1 format, 2-3 minimum word length - 1, 4 stopwords, 5 maxTags 5, 6 cap 8,
    7 places."""
    text = sample("sample-text.txt")
    write("tags", "words-auto", sample("words.txt"), 0)
    write("tags", "list-auto", sample("list.txt"), 0)
    write("tags", "text-auto-cut", text[:3000], 0x10)
    write("tags", "text-minlen1-max5", text[3000:5000], 0x23)
    write("tags", "weighted-csv", 'tag,weight\n"a, b",3\n"say ""hi""",0.5\nSwift\t1e3\r\nÉté,2\n# comment\n\n'
          'New   York , 4\n'.encode(), 2)
    write("tags", "list-bom-crlf", "\ufeffSwift\r\n  New   York  \r\nswift\r\n# c\r\n\r\nZürich\r\n".encode(), 1)
    write("tags", "weighted-cap8", "".join(f"tag{i},{i + 1}\n" for i in range(12)).encode(), 0x42)
    write("tags", "cities-auto", sample("cities.tsv"), 0)
    write("tags", "places-max5", sample("cities.tsv")[:1500], 0xA0)
    # Spreadsheet exports and JSON word lists (issue 44), well formed and not, auto-detected and forced.
    forms = os.path.join(ROOT, "Tests", "CLITests", "InputForms")
    for name in sorted(os.listdir(forms)):
        if name.endswith((".csv", ".tsv", ".json")) and name != "expected.json":
            with open(os.path.join(forms, name), "rb") as f:
                write("tags", "form-" + name.replace(".", "-"), f.read(), 0)
    write("tags", "csv-quoted-bad", b'"Topic","Mentions"\r\n"A","1,234.00"\r\n"B","lots"\r\n"C"x,3\r\n"D,4', 0x81)
    write("tags", "csv-semicolon-ragged", b"Thema;Anzahl;Farbe\nA;987,5;red\nB;1.234,5\n;2222\nTotal;3209\n", 0x81)
    write("tags", "csv-named", b"Topic;Count;Color\nA;3;#f00\nB;2;nope\n\"C\n;D\";1;\n", 0x83)
    write("tags", "json-pairs-bad", b'[["a", 1], ["b", "2"], ["c"], {"text": "d", "size": -1}, 3, {"text": 4}]', 0x82)
    write("tags", "json-objects", b'\xef\xbb\xbf[{"text": "a", "weight": 1e308, "color": "hsl(1 2% 3%)"},'
          b' {"text": "a", "count": 1e308}, {"text": "b", "value": 2, "text": "c"}]', 0)


def raster_seeds():
    """Flags byte, then records: op (0 move, 1 line, 2 quad, 3 cubic, 4 close, 5 polyline point;
    | 0x80 for raw Doubles) and points (two big-endian Int16 in 1/16 px, or two Doubles)."""
    import struct

    def pt(x, y):
        return struct.pack(">hh", round(x * 16), round(y * 16))

    def raw(x, y):
        return struct.pack(">dd", x, y)

    square = b"\x00" + pt(3, 5) + b"\x01" + pt(60, 5) + b"\x01" + pt(60, 50) + b"\x01" + pt(3, 50) + b"\x04"
    write("raster", "square", square, 0)
    ring = (b"\x00" + pt(32, 2) + b"\x02" + pt(62, 2) + pt(62, 32) + b"\x02" + pt(62, 62) + pt(32, 62)
            + b"\x02" + pt(2, 62) + pt(2, 32) + b"\x02" + pt(2, 2) + pt(32, 2) + b"\x04"
            + b"\x00" + pt(32, 12) + b"\x02" + pt(12, 12) + pt(12, 32) + b"\x02" + pt(12, 52) + pt(32, 52)
            + b"\x02" + pt(52, 52) + pt(52, 32) + b"\x02" + pt(52, 12) + pt(32, 12) + b"\x04")
    write("raster", "ring-quads", ring, 0)
    k = 0.5523 * 25
    circle = (b"\x00" + pt(57, 32) + b"\x03" + pt(57, 32 + k) + pt(32 + k, 57) + pt(32, 57)
              + b"\x03" + pt(32 - k, 57) + pt(7, 32 + k) + pt(7, 32) + b"\x03" + pt(7, 32 - k) + pt(32 - k, 7)
              + pt(32, 7) + b"\x03" + pt(32 + k, 7) + pt(57, 32 - k) + pt(57, 32) + b"\x04")
    write("raster", "circle-cubics", circle, 0)
    star = b"\x00" + pt(32, 2) + b"\x01" + pt(50, 60) + b"\x01" + pt(2, 22) + b"\x01" + pt(62, 22) + b"\x01" + pt(14, 60)
    write("raster", "star-overlap", star, 0)
    polyline = b"\x05" + pt(48, 0) + b"".join(b"\x05" + pt(x, y) for x, y in [(5, 5), (60, 10), (10, 40), (58, 58)])
    write("raster", "stroke-miter-square", polyline, 2 | 4 | 32)
    write("raster", "stroke-closed-bevel", polyline, 2 | 12 | 64)
    bad = (b"\x80" + raw(float("nan"), 3) + b"\x81" + raw(1e300, -1e300) + b"\x04" + square
           + b"\x80" + raw(-1e12, 5) + b"\x83" + raw(1e9, 1e9) + raw(-1e9, 3) + raw(30, 30))
    write("raster", "non-finite-and-far", bad, 0)
    write("raster", "transform", struct.pack(">dddddd", 0.5, 0.25, -0.25, 0.5, 20, 10) + ring, 0x80)


def text_seeds():
    # Bidi: numbers and brackets in both directions, every embedding, override
    # and isolate control, unmatched and deep ones; normalization: Hangul jamo,
    # Kannada's two-part vowel, marks out of canonical order.
    write("text", "mixed-numbers", "שלום 123 (עולם) مرحبا ١٢٣ 2024 abc!".encode())
    write("text", "controls", "a\u202bb\u202ec\u202cd\u202ae\u202df\u2067g\u2066h\u2068\u05d0\u2069\u2069x\u202c".encode())
    write("text", "unmatched-deep", ("\u2067(" * 70 + "\u202b\u05d0" * 70 + ")\u2069" * 20).encode())
    write("text", "normalization", "\u1100\u1161\u11a8 \uac00\u11a8 \u0cca\u0cd5 a\u0301\u0316\u0323 \u212b".encode())
    write("text", "lines", "abc\u2029\u05d0\tdef\u000a1\u200d2".encode())


def main():
    # Regenerated seeds are replaced; fuzzer findings (`regression-*`) stay.
    for target in ["script", "args", "pnm", "geo", "gpx", "routejson", "tags", "raster", "text"]:
        folder = os.path.join(SEEDS, target)
        for name in os.listdir(folder) if os.path.isdir(folder) else []:
            if not name.startswith("regression-"):
                os.remove(os.path.join(folder, name))
    script_seeds()
    args_seeds()
    pnm_seeds()
    geo_seeds()
    route_file_seeds()
    tags_seeds()
    raster_seeds()
    text_seeds()


if __name__ == "__main__":
    main()
