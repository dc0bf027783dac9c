import xml.etree.ElementTree as ET

payload = "<result><value>42</value><value>43</result>"
root = ET.fromstring(payload)
print(root)
