//! The transport: an iroh endpoint on a thread of its own, moving framed messages
//! between this end's state machine and its peers, and nothing else.
//!
//! The window and the CLI are not async: they call `send`, `close` and `redial`, which
//! queue a command for the network thread, and read what happened with `poll` or `wait`.
//! Each connection carries one bidirectional stream of frames: a 4-byte big-endian
//! length, then that many bytes (one message; never more than the protocol's 16 KiB, and
//! a peer that announces more is dropped before anything is read into memory).
//!
//! `Reach::Loopback` binds 127.0.0.1 only, with no relay and no address lookup: nothing
//! leaves the machine (tests, CI, and two windows on one desktop). `Reach::LocalRelay`
//! is the same with a relay on this machine (the web edition's test: a browser reaches
//! its peers only through a relay). `Reach::Internet` with
//! n0's relays is iroh's n0 setup: direct addresses with hole punching, n0's relays when
//! that fails, and n0's DNS to find a key's addresses. With no relay, or the family's own,
//! it is direct addresses (and that relay) only: nothing is sent to n0.
//!
//! In a browser (`here`, `web.rs`) the loop runs on the page's thread and every
//! connection goes through a relay: a guest's through its invitation's, a host's through
//! the player's own; the timers and tasks are n0-future's, which are tokio's on the
//! desktop and the browser's in a page.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::mpsc as std_mpsc;
use std::time::Duration;

use iroh::endpoint::{Connection, QuicTransportConfig, RecvStream, RelayMode, SendStream, presets};
use iroh::tls::CaTlsConfig;
use iroh::{Endpoint, EndpointAddr, PublicKey, RelayUrl, SecretKey, TransportAddr};
use n0_future::task::spawn;
use n0_future::time::{sleep, timeout};
use rustls_pki_types::CertificateDer;
use rustls_pki_types::pem::PemObject;
use tokio::sync::mpsc;

use crate::online::host::PeerId;
use crate::online::invitation::{HostAddress, Invitation, InvitationError};
use crate::online::message::{Bytes32, MAX_MESSAGE_BYTES};
use crate::online::relay::Relays;

use super::here;

/// The protocol's name in the QUIC handshake: a peer speaking anything else is refused.
pub const ALPN: &[u8] = b"dhayam/online/1";

/// The environment variable naming extra certificates for the family's own relay.
pub const RELAY_CA_VAR: &str = "DHAYAM_RELAY_CA";

/// How long a new connection may take to open its stream before it is dropped.
const OPEN_TIMEOUT: Duration = Duration::from_secs(10);
/// How often a connection says it is alive when nothing else is sent.
pub const KEEP_ALIVE: Duration = Duration::from_secs(1);
/// How long a connection may hear nothing before it counts as dropped (a lost
/// keep-alive or two on a bad line are not a drop). QUIC starts this wait again at the
/// first packet sent after the last one heard, so a peer gone silent is given up at
/// most `IDLE + KEEP_ALIVE` after its last word: 4 s.
pub const IDLE: Duration = Duration::from_secs(3);
/// How long a closing end waits for its peer to read what was sent last.
const LINGER: Duration = Duration::from_secs(3);
/// How long the host waits for a relay before giving an invitation with direct
/// addresses only.
const ONLINE_TIMEOUT: Duration = Duration::from_secs(10);
/// Connections not yet admitted (the secret not proved) a host keeps at once. A new one
/// beyond them closes the oldest, so a flood of strangers can delay a returning player by
/// a moment but never lock it out; admitted ones are bounded by the host's seats and its
/// watcher limit.
const MAX_STRANGERS: usize = 16;

/// How far an endpoint reaches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reach {
    /// This machine only: 127.0.0.1, no relay, no address lookup.
    Loopback,
    /// Direct addresses with these relays; n0's address lookup only with n0's relays.
    Internet(Relays),
    /// 127.0.0.1 only, with this relay on this machine (an http URL to a loopback
    /// address): `DHAYAM_ONLINE=loopback` with such a relay asked, as the web edition's
    /// test asks it.
    LocalRelay(String),
}

impl Reach {
    /// Whether games may be shown on the home network and looked for there (mDNS,
    /// `lan.rs`): never on loopback.
    pub fn finds_neighbours(&self) -> bool {
        matches!(self, Reach::Internet(_)) && super::HOME_NETWORK
    }

    /// Whether a game can be hosted with this reach here: always on the desktop; in a
    /// browser only through the player's own relay (a page has no sockets, and no relay
    /// is chosen for it).
    pub fn hosts_here(&self) -> bool {
        here::reach_here(self.clone(), None).is_ok()
    }

    /// `DHAYAM_ONLINE=loopback` keeps every endpoint on this machine whatever was asked
    /// (CI and the tests set it, so a mistake cannot send a packet out): a relay asked is
    /// kept only if it is on this machine too (its host a loopback address, written as
    /// one: no name to look up).
    pub fn or_forced(self) -> Reach {
        match std::env::var("DHAYAM_ONLINE").as_deref() {
            Ok("loopback") => match self {
                Reach::Internet(Relays::Own(url)) | Reach::LocalRelay(url)
                    if on_this_machine(&url) =>
                {
                    Reach::LocalRelay(url)
                }
                _ => Reach::Loopback,
            },
            _ => self,
        }
    }
}

/// The reach of an end that has no sockets of its own (a browser, `web.rs`): a guest's is
/// the relay its invitation names (`host`), a host's the player's own relay; nothing
/// else, and no default relay (n0's) to fall back to.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(super) fn through_a_relay(reach: Reach, host: Option<&HostAddress>) -> Result<Reach, String> {
    match (host, reach) {
        (Some(host), _) => match &host.relay {
            Some(relay) => Ok(Reach::Internet(Relays::Own(relay.clone()))),
            None => Err(InvitationError::NoRelay.to_string()),
        },
        (None, Reach::Internet(Relays::Own(relay))) => Ok(Reach::Internet(Relays::Own(relay))),
        (None, _) => Err("a browser hosts only through a relay of the player's own".into()),
    }
}

/// Whether a relay's URL names a loopback address (`http://127.0.0.1:3340`,
/// `http://[::1]:3340/`).
fn on_this_machine(url: &str) -> bool {
    let Ok(url) = url.parse::<RelayUrl>() else {
        return false;
    };
    let host = url.host_str().unwrap_or("");
    host.trim_start_matches('[')
        .trim_end_matches(']')
        .parse::<std::net::IpAddr>()
        .is_ok_and(|ip| ip.is_loopback())
}

/// What happened on the network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// The host's endpoint is bound: where guests reach it (for the invitation).
    Ready(HostAddress),
    /// A connection's stream is open.
    Opened(PeerId),
    Bytes(PeerId, Vec<u8>),
    /// A connection ended, with why (for the log; the screens say "reconnecting").
    Closed(PeerId, String),
    /// The path a connection's packets take now (first once it is known, then at each
    /// change: a relayed start that hole punching turns direct, say).
    Path(PeerId, PathKind),
    /// A guest's dial failed (the host may be away for now); the text says why.
    Failed(String),
    /// The endpoint could not be made at all: this link is dead.
    Broken(String),
}

/// How a connection's packets go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathKind {
    /// Straight between the two ends' addresses (hole punched, or on one network).
    Direct,
    /// Through a relay server, which sees only ciphertext.
    Relay,
}

impl std::fmt::Display for PathKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            PathKind::Direct => "direct",
            PathKind::Relay => "relay",
        })
    }
}

/// How often a connection's path is looked at.
const PATH_LOOK: Duration = Duration::from_millis(250);

enum Command {
    Send(PeerId, Vec<u8>),
    Close(PeerId),
    Admit(PeerId),
    Dial,
    /// The host shows its game on the home network with these words, or stops.
    Show(Option<String>),
}

/// Tells the reader that an event is waiting (the window repaints).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

#[derive(Clone)]
struct Events {
    tx: std_mpsc::Sender<LinkEvent>,
    wake: Wake,
}

impl Events {
    fn emit(&self, event: LinkEvent) {
        if self.tx.send(event).is_ok() {
            (self.wake)();
        }
    }
}

/// One end's network: its thread, the commands to it and the events from it. Dropping
/// it closes every connection and the endpoint.
pub struct Link {
    commands: Option<mpsc::UnboundedSender<Command>>,
    events: std_mpsc::Receiver<LinkEvent>,
    runner: here::Runner,
}

impl std::fmt::Debug for Link {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Link")
    }
}

impl Link {
    /// A host's endpoint with the long-lived `key` (so its invitations survive a
    /// restart), accepting guests; the first event is `Ready` or `Broken`.
    pub fn host(reach: Reach, key: Bytes32, wake: Wake) -> Link {
        Link::spawn(wake, move |commands, events| async move {
            let reach = match here::reach_here(reach, None) {
                Ok(reach) => reach,
                Err(e) => return events.emit(LinkEvent::Broken(e)),
            };
            let endpoint = match bind(&reach, key, true).await {
                Ok(endpoint) => endpoint,
                Err(e) => return events.emit(LinkEvent::Broken(e)),
            };
            events.emit(LinkEvent::Ready(address(&endpoint, &reach).await));
            let source = Source::Accept {
                lan: reach.finds_neighbours(),
            };
            serve(&endpoint, commands, events, source).await;
            endpoint.close().await;
        })
    }

    /// A guest's endpoint (a throwaway key: the guest proves itself by the invitation's
    /// secret and returns by its token), dialling `host` at once and again on `redial`.
    pub fn guest(reach: Reach, host: HostAddress, key: Bytes32, wake: Wake) -> Link {
        Link::spawn(wake, move |commands, events| async move {
            let reach = match here::reach_here(reach, Some(&host)) {
                Ok(reach) => reach,
                Err(e) => return events.emit(LinkEvent::Broken(e)),
            };
            let target = match endpoint_addr(&host, &reach) {
                Ok(target) => target,
                Err(e) => return events.emit(LinkEvent::Broken(e)),
            };
            let endpoint = match bind(&reach, key, false).await {
                Ok(endpoint) => endpoint,
                Err(e) => return events.emit(LinkEvent::Broken(e)),
            };
            serve(&endpoint, commands, events, Source::Dial(target)).await;
            endpoint.close().await;
        })
    }

    fn spawn<F, Fut>(wake: Wake, body: F) -> Link
    where
        F: FnOnce(mpsc::UnboundedReceiver<Command>, Events) -> Fut + Send + 'static,
        Fut: std::future::Future<Output = ()> + 'static,
    {
        let (commands, command_rx) = mpsc::unbounded_channel();
        let (tx, events) = std_mpsc::channel();
        let sink = Events { tx, wake };
        let broken = sink.clone();
        let runner = here::start(
            move || body(command_rx, sink),
            move |why| broken.emit(LinkEvent::Broken(why)),
        );
        Link {
            commands: Some(commands),
            events,
            runner,
        }
    }

    fn command(&self, command: Command) {
        if let Some(commands) = &self.commands {
            let _ = commands.send(command);
        }
    }

    pub fn send(&self, peer: PeerId, bytes: Vec<u8>) {
        self.command(Command::Send(peer, bytes));
    }

    /// Closes a connection after what was sent to it.
    pub fn close(&self, peer: PeerId) {
        self.command(Command::Close(peer));
    }

    /// The host's state machine admitted the peer (it proved the secret).
    pub fn admit(&self, peer: PeerId) {
        self.command(Command::Admit(peer));
    }

    /// The host shows its game on the home network with `words` (`lan::LanGame`'s), or
    /// stops showing it (`None`). Nothing is shown on loopback.
    pub fn show(&self, words: Option<String>) {
        self.command(Command::Show(words));
    }

    /// A guest dials its host again (after `Closed` or `Failed`).
    pub fn redial(&self) {
        self.command(Command::Dial);
    }

    pub fn poll(&self) -> Option<LinkEvent> {
        self.events.try_recv().ok()
    }

    /// Waits at most `timeout` for an event (the CLI's loop).
    pub fn wait(&self, timeout: Duration) -> Option<LinkEvent> {
        self.events.recv_timeout(timeout).ok()
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        // Closing the command channel ends the loop; it closes the endpoint.
        self.commands = None;
        self.runner.finish();
    }
}

async fn bind(reach: &Reach, key: Bytes32, accept: bool) -> Result<Endpoint, String> {
    // Every endpoint starts from the minimal preset (a crypto provider, no relay, no
    // address lookup) and gets exactly what its reach asks: only n0's setting reaches
    // n0's relays and publishes the host's key and addresses to n0's lookup. "none" and a
    // family's own relay send nothing to n0 (issue 61: N0 with the relay swapped out
    // still published the host's addresses and asked n0's DNS).
    let builder = match reach {
        Reach::Loopback => here::on_loopback()?,
        Reach::LocalRelay(url) => {
            here::on_loopback()?.relay_mode(RelayMode::Custom(relay_url(url)?.into()))
        }
        Reach::Internet(Relays::N0) => Endpoint::builder(presets::N0),
        Reach::Internet(Relays::Off) => Endpoint::builder(presets::Minimal),
        Reach::Internet(Relays::Own(url)) => {
            let builder = Endpoint::builder(presets::Minimal)
                .relay_mode(RelayMode::Custom(relay_url(url)?.into()));
            match own_relay_roots()? {
                Some(roots) => {
                    builder.ca_tls_config(CaTlsConfig::embedded().with_extra_roots(roots))
                }
                None => builder,
            }
        }
    };
    let builder = builder
        .secret_key(SecretKey::from_bytes(&key.0))
        .transport_config(liveness()?);
    let builder = if accept {
        builder.alpns(vec![ALPN.to_vec()])
    } else {
        builder
    };
    builder.bind().await.map_err(|e| e.to_string())
}

fn relay_url(url: &str) -> Result<RelayUrl, String> {
    url.parse()
        .map_err(|_| format!("the relay '{url}' is not a URL"))
}

/// `DHAYAM_RELAY_CA`: a PEM file of certificates that a family's own relay may present
/// besides those the web's authorities sign (a relay on a home server with a self-signed
/// certificate, or the test harness's relay). The relay's TLS matters for more than
/// privacy: an endpoint learns its address outside the router from the relay's QUIC
/// address discovery, and hole punching needs that address.
fn own_relay_roots() -> Result<Option<Vec<CertificateDer<'static>>>, String> {
    let Some(path) = std::env::var_os(RELAY_CA_VAR) else {
        return Ok(None);
    };
    let shown = std::path::Path::new(&path).display().to_string();
    let roots = CertificateDer::pem_file_iter(&path)
        .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
        .map_err(|e| format!("{RELAY_CA_VAR} {shown}: {e}"))?;
    if roots.is_empty() {
        return Err(format!(
            "{RELAY_CA_VAR} {shown}: no certificate in the file"
        ));
    }
    Ok(Some(roots))
}

/// A peer that goes silent (a closed lid, a pulled cable) is given up after `IDLE`:
/// every connection sends a keep-alive each `KEEP_ALIVE`, so a quiet game is never idle
/// and a dead one is seen within `IDLE` (QUIC's default of 30 s left a dropped guest
/// shown as present for half a minute). The same bound ends a dial that reaches nobody.
fn liveness() -> Result<QuicTransportConfig, String> {
    let idle = IDLE
        .try_into()
        .map_err(|_| "idle timeout out of range".to_string())?;
    Ok(QuicTransportConfig::builder()
        .keep_alive_interval(KEEP_ALIVE)
        .max_idle_timeout(Some(idle))
        .build())
}

/// The host's address for the invitation: its loopback socket, or (on the internet) its
/// direct addresses and home relay once it has one, or after a wait without.
async fn address(endpoint: &Endpoint, reach: &Reach) -> HostAddress {
    let key = Bytes32(*endpoint.id().as_bytes());
    match reach {
        Reach::Loopback => HostAddress {
            key,
            addresses: here::loopback_addresses(endpoint),
            relay: None,
        },
        Reach::LocalRelay(url) => HostAddress {
            key,
            addresses: here::loopback_addresses(endpoint),
            relay: match timeout(ONLINE_TIMEOUT, endpoint.online()).await {
                Ok(()) => Some(url.clone()),
                Err(_) => None,
            },
        },
        Reach::Internet(_) => {
            let _ = timeout(ONLINE_TIMEOUT, endpoint.online()).await;
            let addr = endpoint.addr();
            HostAddress {
                key,
                addresses: addr.ip_addrs().copied().collect(),
                relay: addr.relay_urls().next().map(|u| u.to_string()),
            }
        }
    }
}

/// What the network layer asks of an invitation beyond its text: a host key that is a
/// key (64 hex digits can still be no point of the curve, one digit changed in a
/// messenger), and a relay iroh can dial. The Join dialog asks as the invitation is
/// pasted, so the player hears what is wrong before Join, in their language (issue 61:
/// a damaged key was found only after Join, in English).
pub fn usable(invitation: &Invitation) -> Result<(), InvitationError> {
    host_key(&invitation.host)?;
    here::usable_here(invitation)?;
    if let Some(relay) = &invitation.host.relay {
        relay
            .parse::<RelayUrl>()
            .map_err(|_| InvitationError::Relay(relay.chars().take(60).collect()))?;
    }
    Ok(())
}

fn host_key(host: &HostAddress) -> Result<PublicKey, InvitationError> {
    PublicKey::from_bytes(&host.key.0).map_err(|_| InvitationError::Key)
}

fn endpoint_addr(host: &HostAddress, reach: &Reach) -> Result<EndpointAddr, String> {
    let key = host_key(host).map_err(|e| e.to_string())?;
    let mut addrs: Vec<TransportAddr> = Vec::new();
    match reach {
        Reach::Loopback | Reach::LocalRelay(_) => {
            addrs.extend(
                host.addresses
                    .iter()
                    .copied()
                    .filter(|a| a.ip().is_loopback())
                    .map(TransportAddr::Ip),
            );
            // The host's relay when it is on this machine too: a page that hosts (issue
            // 65) has no addresses, only its relay.
            if let (Reach::LocalRelay(_), Some(relay)) = (reach, &host.relay)
                && on_this_machine(relay)
            {
                addrs.push(TransportAddr::Relay(relay_url(relay)?));
            }
            if addrs.is_empty() {
                return Err("the invitation has no address on this machine".into());
            }
        }
        Reach::Internet(_) => {
            // A browser has no sockets: its way to the host is the relay alone.
            if here::DIRECT {
                addrs.extend(host.addresses.iter().copied().map(TransportAddr::Ip));
            }
            if let Some(relay) = &host.relay {
                addrs.push(TransportAddr::Relay(relay_url(relay)?));
            }
        }
    }
    Ok(EndpointAddr::from_parts(key, addrs))
}

/// Where connections come from: a host accepts them (and may show its game on the home
/// network, unless on loopback), a guest dials its host.
enum Source {
    Accept { lan: bool },
    Dial(EndpointAddr),
}

/// The endpoint's loop: new connections, and commands from the end, until the end
/// drops its `Link`.
async fn serve(
    endpoint: &Endpoint,
    mut commands: mpsc::UnboundedReceiver<Command>,
    events: Events,
    source: Source,
) {
    let mut outboxes: BTreeMap<PeerId, mpsc::UnboundedSender<Vec<u8>>> = BTreeMap::new();
    let mut admitted: std::collections::BTreeSet<PeerId> = Default::default();
    let mut next_peer: PeerId = 1;
    let mut shown = super::lan::Shown::default();
    let mut open = |outboxes: &mut BTreeMap<_, _>| {
        outboxes.retain(|_, tx: &mut mpsc::UnboundedSender<Vec<u8>>| !tx.is_closed());
        let peer = next_peer;
        next_peer += 1;
        let (tx, rx) = mpsc::unbounded_channel();
        outboxes.insert(peer, tx);
        (peer, rx)
    };
    if let Source::Dial(target) = &source {
        let (peer, rx) = open(&mut outboxes);
        spawn(dial(
            endpoint.clone(),
            target.clone(),
            peer,
            rx,
            events.clone(),
        ));
    }
    loop {
        let accepting = matches!(source, Source::Accept { .. });
        tokio::select! {
            incoming = endpoint.accept(), if accepting => {
                let Some(incoming) = incoming else { break };
                outboxes.retain(|_, tx| !tx.is_closed());
                admitted.retain(|peer| outboxes.contains_key(peer));
                let strangers: Vec<PeerId> = outboxes
                    .keys()
                    .filter(|peer| !admitted.contains(peer))
                    .copied()
                    .collect();
                if strangers.len() >= MAX_STRANGERS {
                    // Peers are numbered in order: the first is the oldest.
                    outboxes.remove(&strangers[0]);
                }
                let (peer, rx) = open(&mut outboxes);
                let events = events.clone();
                spawn(async move {
                    let opened = timeout(OPEN_TIMEOUT, async {
                        let conn = incoming.await.map_err(|e| e.to_string())?;
                        let (send, recv) = conn.accept_bi().await.map_err(|e| e.to_string())?;
                        Ok::<_, String>((conn, send, recv))
                    })
                    .await;
                    // Never opened: nobody was told of this peer, so nothing to close.
                    if let Ok(Ok((conn, send, recv))) = opened {
                        run(conn, send, recv, peer, rx, events).await;
                    }
                });
            }
            command = commands.recv() => match command {
                None => break,
                Some(Command::Send(peer, bytes)) => {
                    if let Some(tx) = outboxes.get(&peer) {
                        let _ = tx.send(bytes);
                    }
                }
                Some(Command::Close(peer)) => {
                    outboxes.remove(&peer);
                }
                Some(Command::Admit(peer)) => {
                    admitted.insert(peer);
                }
                Some(Command::Show(words)) => {
                    if let Source::Accept { lan: true } = &source {
                        shown.set(endpoint, words);
                    }
                }
                Some(Command::Dial) => {
                    if let Source::Dial(target) = &source {
                        let (peer, rx) = open(&mut outboxes);
                        spawn(dial(endpoint.clone(), target.clone(), peer, rx, events.clone()));
                    }
                }
            }
        }
    }
    shown.set(endpoint, None);
    // Dropping the outboxes lets each connection finish its stream and say goodbye.
    drop(outboxes);
    sleep(Duration::from_millis(50)).await;
}

async fn dial(
    endpoint: Endpoint,
    target: EndpointAddr,
    peer: PeerId,
    outbox: mpsc::UnboundedReceiver<Vec<u8>>,
    events: Events,
) {
    let opened = timeout(OPEN_TIMEOUT, async {
        let conn = endpoint
            .connect(target, ALPN)
            .await
            .map_err(|e| e.to_string())?;
        let (send, recv) = conn.open_bi().await.map_err(|e| e.to_string())?;
        Ok::<_, String>((conn, send, recv))
    })
    .await;
    match opened {
        Ok(Ok((conn, send, recv))) => run(conn, send, recv, peer, outbox, events).await,
        Ok(Err(e)) => events.emit(LinkEvent::Failed(e)),
        Err(_) => events.emit(LinkEvent::Failed("the host did not answer".into())),
    }
}

/// One open connection: frames in and out until either side ends it.
async fn run(
    conn: Connection,
    mut send: SendStream,
    recv: RecvStream,
    peer: PeerId,
    mut outbox: mpsc::UnboundedReceiver<Vec<u8>>,
    events: Events,
) {
    events.emit(LinkEvent::Opened(peer));
    spawn(watch_path(conn.clone(), peer, events.clone()));
    let reader = read_frames(recv, peer, events.clone());
    let writer = async {
        while let Some(bytes) = outbox.recv().await {
            if let Err(e) = write_frame(&mut send, &bytes).await {
                return e;
            }
        }
        let _ = send.finish();
        "closed here".to_string()
    };
    let reason = tokio::select! {
        reason = reader => reason,
        reason = writer => {
            // Give the peer a moment to read the last frames before the connection goes.
            let _ = timeout(LINGER, conn.closed()).await;
            reason
        }
    };
    conn.close(0u32.into(), b"bye");
    events.emit(LinkEvent::Closed(peer, reason));
}

/// Tells the connection's path when it is first known and whenever it changes, until
/// the connection closes.
async fn watch_path(conn: Connection, peer: PeerId, events: Events) {
    let mut told = None;
    while conn.close_reason().is_none() {
        let selected = conn.paths().iter().find(|p| p.is_selected()).map(|p| {
            if p.is_relay() {
                PathKind::Relay
            } else {
                PathKind::Direct
            }
        });
        if selected.is_some() && selected != told {
            told = selected;
            events.emit(LinkEvent::Path(peer, selected.unwrap_or(PathKind::Relay)));
        }
        sleep(PATH_LOOK).await;
    }
}

async fn read_frames(mut recv: RecvStream, peer: PeerId, events: Events) -> String {
    loop {
        let mut len = [0u8; 4];
        if let Err(e) = recv.read_exact(&mut len).await {
            return format!("closed by the peer ({e})");
        }
        let len = u32::from_be_bytes(len) as usize;
        if len > MAX_MESSAGE_BYTES {
            return format!("the peer sent a frame of {len} bytes");
        }
        let mut bytes = vec![0u8; len];
        if let Err(e) = recv.read_exact(&mut bytes).await {
            return format!("closed by the peer mid-message ({e})");
        }
        events.emit(LinkEvent::Bytes(peer, bytes));
    }
}

async fn write_frame(send: &mut SendStream, bytes: &[u8]) -> Result<(), String> {
    let mut frame = Vec::with_capacity(4 + bytes.len());
    frame.extend_from_slice(&(bytes.len() as u32).to_be_bytes());
    frame.extend_from_slice(bytes);
    send.write_all(&frame).await.map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    fn invitation(key: [u8; 32], relay: Option<&str>) -> Invitation {
        Invitation {
            game: GameKind::Makruk,
            host: HostAddress {
                key: Bytes32(key),
                addresses: vec!["127.0.0.1:4711".parse().unwrap()],
                relay: relay.map(str::to_string),
            },
            secret: Bytes32([1; 32]),
        }
    }

    /// Issue 65: an end without sockets (a browser) goes through its invitation's relay,
    /// or hosts through the player's own; it never falls back to n0's, nor to none.
    #[test]
    fn a_browser_goes_only_through_the_invitations_relay_or_its_own() {
        let own = |url: &str| Reach::Internet(Relays::Own(url.into()));
        let host = |relay: Option<&str>| invitation([7; 32], relay).host;
        for asked in [
            Reach::Internet(Relays::N0),
            Reach::Internet(Relays::Off),
            Reach::Loopback,
        ] {
            assert_eq!(
                through_a_relay(
                    asked.clone(),
                    Some(&host(Some("https://relay.example.org/")))
                ),
                Ok(own("https://relay.example.org/"))
            );
            assert!(through_a_relay(asked.clone(), Some(&host(None))).is_err());
            assert!(
                through_a_relay(asked, None).is_err(),
                "no host without its own relay"
            );
        }
        assert_eq!(
            through_a_relay(own("http://127.0.0.1:3340"), None),
            Ok(own("http://127.0.0.1:3340"))
        );
    }

    /// Issue 65: with DHAYAM_ONLINE=loopback, a relay on this machine is kept (the web
    /// edition's test); any other is not.
    #[test]
    fn only_a_relay_on_this_machine_is_kept_on_loopback() {
        assert!(on_this_machine("http://127.0.0.1:3340"));
        assert!(on_this_machine("http://[::1]:3340/"));
        assert!(!on_this_machine("http://localhost:3340"));
        assert!(!on_this_machine("https://relay.example.org"));
        assert!(!on_this_machine("http://192.168.1.2:3340"));
    }

    /// Issue 65: on loopback with a relay on this machine, an invitation with no
    /// address (a page that hosts: its relay is its only way in) is dialled through that
    /// relay; a relay elsewhere is never dialled, and without either there is nowhere
    /// to go.
    #[test]
    fn on_loopback_a_host_with_only_a_local_relay_is_dialled_through_it() {
        let key = *SecretKey::from_bytes(&[7; 32]).public().as_bytes();
        let host = |addresses: &[&str], relay: Option<&str>| HostAddress {
            addresses: addresses.iter().map(|a| a.parse().unwrap()).collect(),
            ..invitation(key, relay).host
        };
        let local = Reach::LocalRelay("http://127.0.0.1:3340".into());
        let page = host(&[], Some("http://127.0.0.1:3340/"));
        let addr = endpoint_addr(&page, &local).expect("through the relay");
        assert_eq!(addr.addrs.len(), 1);
        assert!(
            addr.addrs
                .iter()
                .all(|a| matches!(a, TransportAddr::Relay(_)))
        );
        // A relay not on this machine is neither dialled nor a way in.
        let far = host(&["127.0.0.1:4711"], Some("https://relay.example.org/"));
        let addr = endpoint_addr(&far, &local).unwrap();
        assert!(addr.addrs.iter().all(|a| matches!(a, TransportAddr::Ip(_))));
        for (host, reach) in [
            (host(&[], Some("https://relay.example.org/")), local.clone()),
            (page, Reach::Loopback),
            (host(&["192.168.1.2:4711"], None), local),
        ] {
            assert_eq!(
                endpoint_addr(&host, &reach).unwrap_err(),
                "the invitation has no address on this machine"
            );
        }
    }

    /// Issue 61: 64 hex digits that are no key (y = 2 is on no point of the curve) are
    /// refused as the invitation is read, with the invitation's own error, not after
    /// Join in the network's words.
    #[test]
    fn a_host_key_that_is_no_key_is_found_before_dialling() {
        let mut no_key = [0; 32];
        no_key[0] = 2;
        let text = invitation(no_key, None).to_string();
        let read: Invitation = text.parse().expect("its text reads");
        assert_eq!(usable(&read), Err(InvitationError::Key));
        let key = SecretKey::from_bytes(&[7; 32]).public();
        assert_eq!(usable(&invitation(*key.as_bytes(), None)), Ok(()));
        assert_eq!(
            usable(&invitation(
                *key.as_bytes(),
                Some("https://relay.example.org/")
            )),
            Ok(())
        );
    }
}
