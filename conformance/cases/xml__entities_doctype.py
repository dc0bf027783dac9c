import xml.etree.ElementTree as ET

doc = """<!DOCTYPE note [
  <!ENTITY company "Acme Corp">
  <!ENTITY sig "Regards, &company;">
]>
<note><to>Ann</to><body>Hello from &company;. &sig;</body></note>"""
note = ET.fromstring(doc)
print(note.findtext("body"))
ext = '<!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/passwd">]><x>&secret;</x>'
try:
    print(ET.fromstring(ext).text)
except ET.ParseError as e:
    print("ParseError:", e)
try:
    ET.fromstring("<x>&undefined;</x>")
except ET.ParseError as e:
    print("ParseError:", e)
print(ET.fromstring('<!DOCTYPE html><p>ok</p>').text)
