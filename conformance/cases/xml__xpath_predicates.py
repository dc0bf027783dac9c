import xml.etree.ElementTree as ET

doc = ET.fromstring("""<library>
  <shelf n="1"><book lang="en"><t>A</t></book><book lang="fr"><t>B</t></book></shelf>
  <shelf n="2"><book lang="en"><t>C</t></book><dvd><t>D</t></dvd></shelf>
</library>""")
queries = ["shelf", "shelf/book", ".//book", ".//t", "shelf[@n='2']/*", "shelf/book[@lang]",
           ".//book[@lang='en']/t", "shelf[dvd]", ".//book[t='B']", "shelf/book[1]",
           "shelf/book[last()]", "shelf/book[last()-1]", ".//t/..", ".", "*/dvd",
           ".//book[@lang!='en']", ".//*[.='C']"]
for q in queries:
    found = doc.findall(q)
    print(f"{q:24} {[e.tag + ':' + (e.get('n') or e.get('lang') or e.text or '') for e in found]}")
for q in ["/library", "shelf[0]", "//book"]:
    try:
        doc.findall(q)
    except SyntaxError as e:
        print(q, "->", type(e).__name__, e)
print([e.tag for e in doc.iterfind(".//t")][:2])
