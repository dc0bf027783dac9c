class AppError(Exception):
    code = 1
class DBError(AppError):
    code = 2
class ConnError(DBError):
    code = 3
for cls in (AppError, DBError, ConnError):
    try:
        raise cls(f"failure {cls.code}")
    except DBError as e:
        print("db-level", type(e).__name__, e.code)
    except AppError as e:
        print("app-level", e)
raise ConnError("db down")
