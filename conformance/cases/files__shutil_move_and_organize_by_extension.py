import os
import shutil
import tempfile

root = tempfile.mkdtemp()
downloads = os.path.join(root, "downloads")
os.makedirs(downloads)
for name in ["report.pdf", "photo.JPG", "song.mp3", "notes.txt", "archive.tar.gz", "README", "scan.pdf"]:
    with open(os.path.join(downloads, name), "w") as f:
        f.write(name)
CATEGORIES = {".pdf": "documents", ".txt": "documents", ".jpg": "images", ".mp3": "audio", ".gz": "archives"}
moved = {}
for name in sorted(os.listdir(downloads)):
    ext = os.path.splitext(name)[1].lower()
    folder = CATEGORIES.get(ext, "other")
    target_dir = os.path.join(root, "sorted", folder)
    os.makedirs(target_dir, exist_ok=True)
    shutil.move(os.path.join(downloads, name), os.path.join(target_dir, name))
    moved.setdefault(folder, []).append(name)
print(moved)
print(os.listdir(downloads))
for folder in sorted(os.listdir(os.path.join(root, "sorted"))):
    print(folder, sorted(os.listdir(os.path.join(root, "sorted", folder))))
shutil.move(os.path.join(root, "sorted", "other"), os.path.join(root, "misc"))
print(sorted(os.listdir(root)), os.listdir(os.path.join(root, "misc")))
shutil.rmtree(root)
