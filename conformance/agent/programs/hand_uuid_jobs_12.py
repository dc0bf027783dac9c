# Assign reproducible job ids with a seeded RNG and uuid, then run jobs concurrently.
import asyncio
import random
import uuid
from dataclasses import dataclass, asdict, field

rng = random.Random(1234)


def job_id():
    return uuid.UUID(int=rng.getrandbits(128), version=4)


@dataclass
class Job:
    name: str
    id: uuid.UUID = field(default_factory=job_id)
    attempts: int = 0
    result: dict | None = None
    error: str | None = None


async def run(job, retries=3):
    for _ in range(retries):
        job.attempts += 1
        try:
            job.result = await run_job_async(job.name)
            return job
        except ConnectionError as exc:
            job.error = str(exc)
            await asyncio.sleep(0)
        except PermissionError as exc:
            job.error = f"denied: {exc}"
            return job
    return job


async def main():
    jobs = [Job(n) for n in ["build", "test", "xdeploy", "lint", "package"]]
    for j in jobs:
        print(j.name, j.id, j.id.version, str(j.id)[:8])
    done = await asyncio.gather(*(run(j) for j in jobs))
    for j in done:
        status = "ok" if j.result else "failed"
        print(f"{j.name:<8} {status:<6} attempts={j.attempts} {j.result or j.error}")
    print(asdict(done[0])["result"], sorted(asdict(done[1])))
    return done


jobs = asyncio.run(main())
print(uuid.uuid5(uuid.NAMESPACE_DNS, "example.com"), uuid.uuid3(uuid.NAMESPACE_URL, "x"))
u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u.hex, u.int % 1000, u.fields[0], repr(u)[:20], uuid.UUID(bytes=u.bytes) == u)
print(sum(j.attempts for j in jobs), [j.name for j in jobs if j.error and not j.result])
