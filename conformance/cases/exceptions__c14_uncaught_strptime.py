from datetime import datetime
print(datetime.strptime("2024-05-06", "%Y-%m-%d").date())
datetime.strptime("06/05/2024", "%Y-%m-%d")
