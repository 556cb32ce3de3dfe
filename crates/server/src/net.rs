//! Connections: how many may be open (in all, and from one address) and how long one may sit
//! without sending a request, so that one address can neither take the server's file
//! descriptors nor hold its connections open.
//!
//! The listener ([`Gate::listen`]) closes at once a connection over a cap, and writes one log
//! line when an address meets its cap (at most once a minute an address). Each connection it
//! lets in ([`Conn`]) times itself out while the server waits for a request: a request's head
//! must arrive within `header` of the connection opening or of its first byte, and a
//! keep-alive connection with no request for `keepalive` is closed. A request being answered is
//! never timed out, nor is a connection once it has become a game's WebSocket (those answer
//! pings instead, `api/sockets.rs`).

use std::collections::BTreeMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::extract::connect_info::Connected;
use axum::extract::{ConnectInfo, Request};
use axum::middleware::Next;
use axum::response::Response;
use axum::serve::{IncomingStream, Listener};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::Sleep;

/// File descriptors kept back from the connection cap for the store, the pages and the log.
pub const RESERVED_FILES: usize = 128;

/// The caps and time limits on connections.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How long a request's head may take to arrive.
    pub header: Duration,
    /// How long a keep-alive connection may wait with no request.
    pub keepalive: Duration,
    /// The most connections open at once (0: only the file limit).
    pub max: usize,
    /// The most connections open at once from one address (0: no cap).
    pub per_address: usize,
}

impl Limits {
    /// The cap in all as it applies under a file limit of `files` descriptors: the configured
    /// cap, or less to leave [`RESERVED_FILES`] for everything else.
    #[must_use]
    pub fn effective_max(&self, files: Option<u64>) -> usize {
        let room = files.map_or(usize::MAX, |f| {
            usize::try_from(f)
                .unwrap_or(usize::MAX)
                .saturating_sub(RESERVED_FILES)
                .max(1)
        });
        if self.max == 0 {
            room
        } else {
            self.max.min(room)
        }
    }
}

/// The process's limit on open files, raised first to its hard limit where the system lets it.
#[must_use]
pub fn file_limit() -> Option<u64> {
    #[cfg(unix)]
    {
        rlimit::increase_nofile_limit(u64::MAX)
            .ok()
            .or_else(|| rlimit::Resource::NOFILE.get().ok().map(|(soft, _)| soft))
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// Connections open now, in all and by address, and when each address was last logged.
#[derive(Default)]
struct Counts {
    open: usize,
    by_address: BTreeMap<IpAddr, usize>,
    logged: BTreeMap<IpAddr, Instant>,
}

/// Counts the open connections and lets new ones in under the caps.
pub struct Gate {
    limits: Limits,
    max: usize,
    files: Option<u64>,
    counts: Mutex<Counts>,
}

/// What [`Gate::report`] says of the caps.
#[derive(Clone, Copy, Debug, serde::Serialize)]
pub struct Report {
    /// Connections open now.
    pub open: usize,
    /// The cap in all, as it applies.
    pub max: usize,
    /// The cap from one address (0: none).
    pub max_per_address: usize,
    /// The process's limit on open files, where known.
    pub file_limit: Option<u64>,
}

impl Gate {
    /// A gate for `limits` under a file limit of `files`.
    #[must_use]
    pub fn new(limits: Limits, files: Option<u64>) -> Arc<Self> {
        Arc::new(Self {
            max: limits.effective_max(files),
            limits,
            files,
            counts: Mutex::new(Counts::default()),
        })
    }

    /// The caps and how many connections are open.
    #[must_use]
    pub fn report(&self) -> Report {
        let open = self
            .counts
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .open;
        Report {
            open,
            max: self.max,
            max_per_address: self.limits.per_address,
            file_limit: self.files,
        }
    }

    /// One line for the server's start: the caps in force.
    #[must_use]
    pub fn describe(&self) -> String {
        let per = match self.limits.per_address {
            0 => "no cap an address".to_owned(),
            n => format!("{n} an address"),
        };
        let files = self.files.map_or_else(
            || "file limit unknown".to_owned(),
            |f| format!("file limit {f}"),
        );
        format!(
            "connections: at most {} open ({files}), {per}; a request's head within {} s, idle keep-alive {} s",
            self.max,
            self.limits.header.as_secs(),
            self.limits.keepalive.as_secs()
        )
    }

    /// A place for a connection from `ip`, or the refusal, with the line to log if this address
    /// was not logged in the last minute.
    fn admit(self: &Arc<Self>, ip: IpAddr) -> Result<Permit, Option<String>> {
        let mut c = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        let mine = c.by_address.get(&ip).copied().unwrap_or(0);
        let over = if c.open >= self.max {
            Some(format!("the server's {} connections", self.max))
        } else if self.limits.per_address > 0 && mine >= self.limits.per_address {
            Some(format!(
                "the {} connections one address may hold",
                self.limits.per_address
            ))
        } else {
            None
        };
        if let Some(cap) = over {
            let now = Instant::now();
            let due = c
                .logged
                .get(&ip)
                .is_none_or(|t| now.duration_since(*t) >= Duration::from_secs(60));
            if !due {
                return Err(None);
            }
            if c.logged.len() > 10_000 {
                c.logged
                    .retain(|_, t| now.duration_since(*t) < Duration::from_secs(60));
            }
            c.logged.insert(ip, now);
            return Err(Some(format!(
                "connections from {ip} are closed as they open: {cap} are open \
                 ({mine} from {ip}, {} in all); logged once a minute an address",
                c.open
            )));
        }
        c.open += 1;
        *c.by_address.entry(ip).or_insert(0) += 1;
        Ok(Permit {
            gate: self.clone(),
            ip,
        })
    }

    /// The listener on `inner` that lets connections in under these caps.
    #[must_use]
    pub fn listen(self: &Arc<Self>, inner: TcpListener) -> Capped {
        Capped {
            inner,
            gate: self.clone(),
            failed: None,
        }
    }
}

/// A connection's place under the caps, given back when the connection closes.
struct Permit {
    gate: Arc<Gate>,
    ip: IpAddr,
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut c = self
            .gate
            .counts
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        c.open = c.open.saturating_sub(1);
        if let Some(n) = c.by_address.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                c.by_address.remove(&self.ip);
            }
        }
    }
}

/// The listener: a TCP listener whose connections over a cap are closed at once.
pub struct Capped {
    inner: TcpListener,
    gate: Arc<Gate>,
    /// When accepting last failed for want of file descriptors (logged once a minute).
    failed: Option<Instant>,
}

impl Listener for Capped {
    type Io = Conn;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Conn, SocketAddr) {
        loop {
            match self.inner.accept().await {
                Ok((stream, addr)) => match self.gate.admit(addr.ip()) {
                    Ok(permit) => {
                        let _ = stream.set_nodelay(true);
                        return (Conn::new(stream, permit, self.gate.limits), addr);
                    }
                    // Over a cap: the stream is dropped, and so closed, here.
                    Err(line) => {
                        if let Some(line) = line {
                            eprintln!("{line}");
                        }
                    }
                },
                Err(e) => {
                    if matches!(
                        e.kind(),
                        io::ErrorKind::ConnectionRefused
                            | io::ErrorKind::ConnectionAborted
                            | io::ErrorKind::ConnectionReset
                    ) {
                        continue;
                    }
                    let now = Instant::now();
                    if self
                        .failed
                        .is_none_or(|t| now.duration_since(t) >= Duration::from_secs(60))
                    {
                        self.failed = Some(now);
                        eprintln!(
                            "cannot accept a connection: {e}; retrying (logged once a minute)"
                        );
                    }
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            }
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.inner.local_addr()
    }
}

/// What a connection is doing, shared between its stream and the requests it carries.
#[derive(Debug)]
pub struct Activity {
    /// Requests being answered.
    in_flight: AtomicUsize,
    /// Whether the connection became a WebSocket (no more time limits: pings instead).
    upgraded: AtomicBool,
    clock: Mutex<Clock>,
}

#[derive(Debug)]
struct Clock {
    /// When the connection last opened, finished a request or moved a byte.
    idle_since: Instant,
    /// When the first byte of a request not yet begun arrived.
    head_started: Option<Instant>,
    /// Whether a request was answered on this connection (it is then a keep-alive one).
    served: bool,
}

impl Activity {
    fn new() -> Self {
        Self {
            in_flight: AtomicUsize::new(0),
            upgraded: AtomicBool::new(false),
            clock: Mutex::new(Clock {
                idle_since: Instant::now(),
                head_started: None,
                served: false,
            }),
        }
    }

    /// Marks the connection a WebSocket: it is no longer timed out while idle.
    pub fn upgrade(&self) {
        self.upgraded.store(true, Ordering::Relaxed);
    }

    fn moved(&self, read: bool) {
        let busy = self.in_flight.load(Ordering::Relaxed) > 0;
        if let Ok(mut c) = self.clock.lock() {
            let now = Instant::now();
            c.idle_since = now;
            if read && !busy && c.head_started.is_none() {
                c.head_started = Some(now);
            }
        }
    }

    fn begin(&self) {
        self.in_flight.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut c) = self.clock.lock() {
            c.head_started = None;
        }
    }

    fn end(&self) {
        self.in_flight.fetch_sub(1, Ordering::Relaxed);
        if let Ok(mut c) = self.clock.lock() {
            c.idle_since = Instant::now();
            c.served = true;
        }
    }

    /// When the connection is to be closed if no request has begun by then (none while one
    /// is being answered, or once a WebSocket).
    fn deadline(&self, limits: Limits) -> Option<Instant> {
        if self.upgraded.load(Ordering::Relaxed) || self.in_flight.load(Ordering::Relaxed) > 0 {
            return None;
        }
        let c = self.clock.lock().ok()?;
        Some(match c.head_started {
            Some(t) => t + limits.header,
            None if c.served => c.idle_since + limits.keepalive,
            None => c.idle_since + limits.header,
        })
    }
}

/// One connection let in: the TCP stream, its place under the caps, and its time limits.
pub struct Conn {
    io: TcpStream,
    activity: Arc<Activity>,
    limits: Limits,
    timer: Pin<Box<Sleep>>,
    _permit: Permit,
}

impl Conn {
    fn new(io: TcpStream, permit: Permit, limits: Limits) -> Self {
        Self {
            io,
            activity: Arc::new(Activity::new()),
            limits,
            timer: Box::pin(tokio::time::sleep(limits.header)),
            _permit: permit,
        }
    }
}

impl AsyncRead for Conn {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let this = &mut *self;
        match Pin::new(&mut this.io).poll_read(cx, buf) {
            Poll::Ready(Ok(())) => {
                if buf.filled().len() > before {
                    this.activity.moved(true);
                }
                Poll::Ready(Ok(()))
            }
            Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
            Poll::Pending => {
                let Some(at) = this.activity.deadline(this.limits) else {
                    return Poll::Pending;
                };
                this.timer.as_mut().reset(at.into());
                if this.timer.as_mut().poll(cx).is_ready() {
                    return Poll::Ready(Err(io::Error::new(
                        io::ErrorKind::TimedOut,
                        "no request within the time allowed",
                    )));
                }
                Poll::Pending
            }
        }
    }
}

impl AsyncWrite for Conn {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        let r = Pin::new(&mut this.io).poll_write(cx, buf);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            this.activity.moved(false);
        }
        r
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        let r = Pin::new(&mut this.io).poll_write_vectored(cx, bufs);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            this.activity.moved(false);
        }
        r
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}

/// Who is on the other end of a request's connection: the address, and the connection's
/// activity (for its time limits). Requests reach handlers as `ConnectInfo<Peer>`.
#[derive(Clone, Debug)]
pub struct Peer {
    /// The client's address.
    pub addr: SocketAddr,
    /// The connection's activity.
    pub activity: Arc<Activity>,
}

impl Peer {
    /// A peer at `addr` on a connection of its own (requests not from [`Capped`]: tests that
    /// call the router directly).
    #[must_use]
    pub fn detached(addr: SocketAddr) -> Self {
        Self {
            addr,
            activity: Arc::new(Activity::new()),
        }
    }
}

impl Connected<IncomingStream<'_, Capped>> for Peer {
    fn connect_info(stream: IncomingStream<'_, Capped>) -> Self {
        Self {
            addr: *stream.remote_addr(),
            activity: stream.io().activity.clone(),
        }
    }
}

/// Ends a request's place in its connection's activity when dropped (answered or abandoned).
struct InFlight(Arc<Activity>);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.end();
    }
}

/// The middleware that tells a connection a request is being answered, so that its time
/// limits wait.
pub async fn track(ConnectInfo(peer): ConnectInfo<Peer>, req: Request, next: Next) -> Response {
    peer.activity.begin();
    let _done = InFlight(peer.activity.clone());
    next.run(req).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_in_all_stays_below_the_file_limit() {
        let l = Limits {
            header: Duration::from_secs(10),
            keepalive: Duration::from_secs(60),
            max: 10_000,
            per_address: 256,
        };
        assert_eq!(l.effective_max(Some(1_024)), 1_024 - RESERVED_FILES);
        assert_eq!(l.effective_max(Some(1_048_576)), 10_000);
        assert_eq!(l.effective_max(None), 10_000);
        assert_eq!(
            Limits { max: 0, ..l }.effective_max(Some(4_096)),
            4_096 - RESERVED_FILES
        );
        assert_eq!(l.effective_max(Some(10)), 1);
    }

    /// #59 item 1: past a cap, one log line an address a minute, naming the address.
    #[test]
    fn a_cap_met_is_logged_once_a_minute_an_address() {
        let gate = Gate::new(
            Limits {
                header: Duration::from_secs(10),
                keepalive: Duration::from_secs(60),
                max: 100,
                per_address: 2,
            },
            Some(1_048_576),
        );
        let (a, b): (IpAddr, IpAddr) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let held: Vec<Permit> = (0..2).map(|_| gate.admit(a).ok().unwrap()).collect();
        let first = gate
            .admit(a)
            .err()
            .unwrap()
            .expect("the first refusal is logged");
        assert!(
            first.contains("10.0.0.1") && first.contains("the 2 connections one address may hold"),
            "{first}"
        );
        for _ in 0..50 {
            assert_eq!(
                gate.admit(a).err(),
                Some(None),
                "not logged again within the minute"
            );
        }
        let other = gate.admit(b);
        assert!(other.is_ok(), "another address is let in");
        assert_eq!(gate.report().open, 3);
        drop(held);
        let again = gate.admit(a);
        assert!(again.is_ok(), "a place given back is taken again");
        assert_eq!(gate.report().open, 2);
    }

    #[test]
    fn a_connection_waits_for_its_head_then_for_the_next_request() {
        let l = Limits {
            header: Duration::from_secs(10),
            keepalive: Duration::from_secs(60),
            max: 0,
            per_address: 0,
        };
        let a = Activity::new();
        let opened = a.clock.lock().unwrap().idle_since;
        assert_eq!(a.deadline(l), Some(opened + l.header));
        a.begin();
        assert_eq!(
            a.deadline(l),
            None,
            "a request being answered is not timed out"
        );
        a.end();
        let done = a.clock.lock().unwrap().idle_since;
        assert_eq!(a.deadline(l), Some(done + l.keepalive));
        a.moved(true);
        let first = a.clock.lock().unwrap().head_started.unwrap();
        a.moved(true);
        assert_eq!(
            a.deadline(l),
            Some(first + l.header),
            "more bytes of the same head do not move its time limit"
        );
        a.upgrade();
        assert_eq!(a.deadline(l), None);
    }
}
