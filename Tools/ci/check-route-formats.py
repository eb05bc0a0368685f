#!/usr/bin/env python3
"""Round-trips one route through writers nobody here wrote (used by .ci/run).

Usage: check-route-formats.py [--tagcloud PATH] [--keep DIR]

Reads the Norwegian coastal voyage (Snapshots/samples/route-coast.csv) plus
one step south of 0.00015 degrees at its end, a step whose precision-5
polyline character is a backslash. Writes that route:

  - as CSV (Python's csv module): the reference;
  - as GPX 1.1 (a track) and GPX 1.0 (a route) with gpxpy;
  - as GeoJSON (a FeatureCollection holding a LineString Feature) with the
    geojson package;
  - inside hand-built routing responses, the polylines made by the
    polyline package and the documents by json.dumps (which escapes the
    polyline's backslash as \\\\): Google Directions (overview, and steps
    with --route-detail steps), OSRM (polyline, polyline6 with
    --polyline-precision 6, and GeoJSON geometry), Valhalla (two legs of
    polyline6), GraphHopper (encoded, and GeoJSON points), and an OSRM
    response with a decoy first route read with --route-index 1.

Renders each with `tagcloud render --globe --fit routes` to PPM and checks
the bytes equal the CSV render's. Then reads a gpxpy file with two named
waypoints and a geojson file with a named Point through `tagcloud layout`
and checks the waypoints listed in its JSON. Prints one line per check and a
summary; exits 1 on any failure. Needs Python 3 with gpxpy, geojson and polyline.
"""
import argparse
import csv
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile

import geojson
import gpxpy
import gpxpy.gpx
import polyline

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SAMPLES = os.path.join(ROOT, "Snapshots", "samples")


def route():
    """(lat, lon) pairs of route-coast.csv, with a last step that encodes as a backslash."""
    with open(os.path.join(SAMPLES, "route-coast.csv"), newline="") as f:
        rows = [line for line in f if not line.startswith("#")]
    places = [(float(r["lat"]), float(r["lon"])) for r in csv.DictReader(rows)]
    lat, lon = places[-1]
    places.append((round(lat - 0.00015, 5), lon))
    return places


def csv_text(places):
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["lat", "lon"])
    writer.writerows(places)
    return out.getvalue()


def gpx_text(places, version, as_route):
    gpx = gpxpy.gpx.GPX()
    if as_route:
        rte = gpxpy.gpx.GPXRoute(name="coast")
        rte.points = [gpxpy.gpx.GPXRoutePoint(lat, lon) for lat, lon in places]
        gpx.routes.append(rte)
    else:
        track = gpxpy.gpx.GPXTrack(name="coast")
        segment = gpxpy.gpx.GPXTrackSegment()
        segment.points = [gpxpy.gpx.GPXTrackPoint(lat, lon, elevation=10.5) for lat, lon in places]
        track.segments.append(segment)
        gpx.tracks.append(track)
    return gpx.to_xml(version=version)


def geojson_text(places):
    line = geojson.LineString([(lon, lat, 0) for lat, lon in places])
    return geojson.dumps(geojson.FeatureCollection([geojson.Feature(geometry=line, properties={"name": "coast"})]))


def halves(places):
    """The route cut in two at its middle place, which both halves share."""
    mid = len(places) // 2
    return places[: mid + 1], places[mid:]


def responses(places):
    """Hand-built routing-engine responses holding the route: name -> (document, extra flags)."""
    p5, p6 = polyline.encode(places, 5), polyline.encode(places, 6)
    assert "\\" in p5, "the route's polyline has no backslash to escape"
    first, second = halves(places)
    coordinates = [[lon, lat] for lat, lon in places]
    google_route = {
        "summary": "E39", "overview_polyline": {"points": p5}, "warnings": [], "waypoint_order": [],
        "legs": [{"steps": [{"polyline": {"points": polyline.encode(first, 5)}, "travel_mode": "DRIVING"},
                            {"polyline": {"points": polyline.encode(second, 5)}, "travel_mode": "DRIVING"}]}],
    }
    google = {"geocoded_waypoints": [], "routes": [google_route], "status": "OK"}
    osrm = {"code": "Ok", "routes": [{"geometry": p5, "legs": [], "distance": 1.0, "duration": 1.0}],
            "waypoints": [{"location": [places[0][1], places[0][0]], "name": "Bergen"}]}
    decoy = {"code": "Ok", "routes": [{"geometry": polyline.encode([(0, 0), (1, 1)], 5)}, {"geometry": p5}]}
    return {
        "google.json": (google, []),
        "google-steps.json": (google, ["--route-detail", "steps"]),
        "osrm.json": (osrm, []),
        "osrm-polyline6.json": ({"code": "Ok", "routes": [{"geometry": p6}]}, ["--polyline-precision", "6"]),
        "osrm-geojson.json": ({"code": "Ok", "routes": [{"geometry": {"type": "LineString",
                                                                       "coordinates": coordinates}}]}, []),
        "osrm-index1.json": (decoy, ["--route-index", "1"]),
        "valhalla.json": ({"trip": {"legs": [{"shape": polyline.encode(first, 6)},
                                             {"shape": polyline.encode(second, 6)}],
                                    "status": 0, "units": "kilometers"}}, []),
        "graphhopper.json": ({"paths": [{"points": p5, "points_encoded": True, "distance": 1.0}]}, []),
        "graphhopper-geojson.json": ({"paths": [{"points": {"type": "LineString", "coordinates": coordinates},
                                                 "points_encoded": False}]}, []),
    }


def render(tagcloud, route_file, extra, out):
    command = [tagcloud, "render", "--globe", "--tags", os.path.join(SAMPLES, "cities.tsv"), "--route", route_file,
               "--fit", "routes", "--size", "320x240", "-o", out] + extra
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        return None, result.stderr.strip()
    with open(out, "rb") as f:
        return f.read(), ""


def check_waypoints(tagcloud, work):
    """Waypoints written by gpxpy and geojson, as `tagcloud layout` lists them."""
    gpx = gpxpy.gpx.GPX()
    gpx.waypoints = [gpxpy.gpx.GPXWaypoint(60.3913, 5.3221, name="Bergen & <port>"),
                     gpxpy.gpx.GPXWaypoint(69.7269, 30.0456, name="Kirkenes")]
    point = geojson.Feature(geometry=geojson.Point((5.3221, 60.3913)), properties={"name": "Bergen \\ \"port\""})
    cases = [("waypoints.gpx", gpx.to_xml(), [("Bergen & <port>", 60.3913, 5.3221), ("Kirkenes", 69.7269, 30.0456)]),
             ("waypoints.geojson", geojson.dumps(geojson.FeatureCollection([point])),
              [("Bergen \\ \"port\"", 60.3913, 5.3221)])]
    failures = 0
    for name, text, expected in cases:
        path = os.path.join(work, name)
        with open(path, "w") as f:
            f.write(text)
        result = subprocess.run([tagcloud, "layout", "--globe", "--tags", os.path.join(SAMPLES, "cities.tsv"),
                                 "--route", path, "-o", "-"], capture_output=True, text=True)
        got = []
        if result.returncode == 0:
            got = [(w.get("name"), w["lat"], w["lon"]) for w in json.loads(result.stdout).get("waypoints", [])]
        if got == expected:
            print(f"ok   {name}: {len(got)} waypoint(s) in the layout JSON")
        else:
            failures += 1
            print(f"FAIL {name}: expected {expected}, got {got} {result.stderr.strip()}")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tagcloud", default=os.path.join(ROOT, ".build", "release", "tagcloud"))
    parser.add_argument("--keep", help="keep the files and renders in this directory")
    args = parser.parse_args()
    work = args.keep or tempfile.mkdtemp(prefix="route-formats-")
    os.makedirs(work, exist_ok=True)
    try:
        places = route()
        files = {
            "route.csv": (csv_text(places), []),
            "track-1.1.gpx": (gpx_text(places, "1.1", as_route=False), []),
            "route-1.0.gpx": (gpx_text(places, "1.0", as_route=True), []),
            "route.geojson": (geojson_text(places), []),
        }
        for name, (document, extra) in responses(places).items():
            files[name] = (json.dumps(document), extra)
        assert "\\\\" in files["google.json"][0], "json.dumps did not escape the polyline's backslash"
        reference = None
        failures = 0
        for name, (text, extra) in files.items():
            path = os.path.join(work, name)
            with open(path, "w") as f:
                f.write(text)
            image, error = render(args.tagcloud, path, extra, os.path.join(work, name + ".ppm"))
            if reference is None:
                reference = image
                if image is None:
                    print(f"FAIL {name}: {error}")
                    return 1
                print(f"ok   {name}: the reference render, {len(image)} bytes")
                continue
            flags = " ".join(extra)
            if image == reference:
                print(f"ok   {name}{' ' + flags if flags else ''}: byte-identical to the CSV render")
            else:
                failures += 1
                print(f"FAIL {name}{' ' + flags if flags else ''}: "
                      + (error if image is None else "the render differs from the CSV render"))
        # The check can fail: another route (the decoy's first) gives another picture.
        decoy = os.path.join(work, "osrm-index1.json")
        image, error = render(args.tagcloud, decoy, ["--route-index", "0"], os.path.join(work, "decoy.ppm"))
        if image is None or image == reference:
            failures += 1
            print(f"FAIL osrm-index1.json --route-index 0: expected a different picture {error}")
        else:
            print("ok   osrm-index1.json --route-index 0: the decoy route draws a different picture")
        failures += check_waypoints(args.tagcloud, work)
        print(f"{len(files) - 1} formats rendered against the CSV render; {failures} failure(s)")
        return 1 if failures else 0
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
