// The tagcloud command-line tool. Replaced by the CLI infrastructure work.
print("tagcloud: a 3D tag-sphere renderer (under construction)")
