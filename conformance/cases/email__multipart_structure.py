from email.mime.application import MIMEApplication
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText

outer = MIMEMultipart()
outer["Subject"] = "Invoice 2024-117"
outer["From"] = "billing@example.com"
outer["To"] = "client@example.org"
outer.attach(MIMEText("Please find the invoice attached.", "plain"))
pdf = MIMEApplication(b"%PDF-1.4 fake", Name="invoice.pdf")
pdf["Content-Disposition"] = 'attachment; filename="invoice.pdf"'
outer.attach(pdf)
print(outer.is_multipart(), len(outer.get_payload()))
for part in outer.walk():
    print(part.get_content_type(), part.get_filename(), part.get_content_maintype())
print(outer.get_payload(1).get_payload(decode=True))
outer.set_boundary("==BOUNDARY==")
print(outer.as_string())
alt = MIMEMultipart("alternative", boundary="ALT")
alt.attach(MIMEText("plain body"))
alt.attach(MIMEText("<p>html body</p>", "html"))
print(alt.as_string())
try:
    MIMEText("x").attach(MIMEText("y"))
except Exception as e:
    print(type(e).__name__, e)
