//! Games on this home network, by iroh's mDNS address lookup (`iroh-mdns-address-lookup`,
//! over `swarm-discovery`): a host shows its game while its lobby is open and its player
//! allows it, and the Join dialog looks for the games shown. Multicast goes no further
//! than the home network (224.0.0.251 and ff02::fb are never routed).
//!
//! Neither ever starts on loopback (`Reach::Loopback`, which `DHAYAM_ONLINE=loopback`
//! forces in tests and CI): there nothing is shown and nothing is looked for.
//!
//! What a host publishes beside its addresses is `lan::LanGame`'s words (the game, its
//! name, the free seats); the Join dialog reads each neighbour's words strictly and skips
//! what does not read, with the reason in its log.

use std::collections::BTreeMap;
use std::sync::mpsc as std_mpsc;
use std::thread::JoinHandle;

use iroh::address_lookup::UserData;
use iroh::{Endpoint, SecretKey};
use iroh_mdns_address_lookup::{DiscoveryEvent, MdnsAddressLookup};
use tokio::sync::mpsc;

use crate::online::lan::{Found, LanGame};
use crate::online::message::Bytes32;

/// The mDNS service the games are shown under (`_dhayam._udp.local`): other iroh apps'
/// endpoints on the network are not ours to list.
const SERVICE: &str = "dhayam";

/// Lines the look keeps in its log (a hostile neighbour cannot grow it without end).
const LOG_KEPT: usize = 50;

/// A host's showing of its game: the mDNS lookup added to its endpoint while shown.
#[derive(Default)]
pub(super) struct Shown {
    mdns: Option<MdnsAddressLookup>,
}

impl Shown {
    /// Shows `words` with the endpoint's addresses, or stops showing (`None`). Words
    /// that do not fit iroh's user data are not shown (the host's name is bounded, so
    /// this does not happen).
    pub(super) fn set(&mut self, endpoint: &Endpoint, words: Option<String>) {
        let Ok(lookups) = endpoint.address_lookup() else {
            return;
        };
        let data = words.and_then(|w| w.parse::<UserData>().ok());
        match data {
            Some(data) => {
                if self.mdns.is_none() {
                    match MdnsAddressLookup::builder()
                        .service_name(SERVICE)
                        .build(endpoint.id())
                    {
                        Ok(mdns) => {
                            lookups.add(mdns.clone());
                            self.mdns = Some(mdns);
                        }
                        Err(_) => return,
                    }
                }
                endpoint.set_user_data_for_address_lookup(Some(data));
            }
            None => {
                if self.mdns.take().is_some() {
                    // The endpoint's copy goes too: its task ends, nothing more is sent.
                    lookups.clear();
                    endpoint.set_user_data_for_address_lookup(None);
                }
            }
        }
    }
}

/// The Join dialog's look for games on this network: a thread of its own listening to
/// mDNS (it shows nothing of its own), the games found as they come and go.
pub struct LanLook {
    stop: Option<mpsc::UnboundedSender<()>>,
    events: std_mpsc::Receiver<Seen>,
    thread: Option<JoinHandle<()>>,
    games: BTreeMap<Bytes32, Found>,
    /// Why neighbours' words were skipped, and what went wrong, newest last.
    pub log: Vec<String>,
}

enum Seen {
    Found(Found),
    Gone(Bytes32),
    Skipped(String),
}

impl std::fmt::Debug for LanLook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LanLook")
    }
}

impl LanLook {
    /// Starts looking, unless the reach forbids it (`Reach::finds_neighbours`: never on
    /// loopback): then `None`, and nothing is started at all. `wake` tells the reader
    /// that a game came or went.
    pub fn start(allowed: bool, wake: std::sync::Arc<dyn Fn() + Send + Sync>) -> Option<LanLook> {
        if !allowed {
            return None;
        }
        let (stop, mut stopped) = mpsc::unbounded_channel::<()>();
        let (tx, events) = std_mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("dhayam-lan".into())
            .spawn(move || {
                let say = |seen: Seen| {
                    if tx.send(seen).is_ok() {
                        wake();
                    }
                };
                let runtime = match tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                {
                    Ok(runtime) => runtime,
                    Err(e) => return say(Seen::Skipped(e.to_string())),
                };
                runtime.block_on(async move {
                    // A throwaway key: the look is known to nobody.
                    let me = SecretKey::from_bytes(&crate::online::secret::fresh()).public();
                    let mdns = match MdnsAddressLookup::builder()
                        .service_name(SERVICE)
                        .advertise(false)
                        .build(me)
                    {
                        Ok(mdns) => mdns,
                        Err(e) => return say(Seen::Skipped(format!("mDNS: {e}"))),
                    };
                    let mut seen = mdns.subscribe().await;
                    loop {
                        tokio::select! {
                            _ = stopped.recv() => break,
                            event = n0_next(&mut seen) => match event {
                                None => break,
                                Some(event) => {
                                    if let Some(s) = read(event) {
                                        say(s);
                                    }
                                }
                            },
                        }
                    }
                });
            })
            .ok();
        Some(LanLook {
            stop: Some(stop),
            events,
            thread,
            games: BTreeMap::new(),
            log: Vec::new(),
        })
    }

    /// Takes in what was seen since; whether the list changed.
    pub fn poll(&mut self) -> bool {
        let mut changed = false;
        while let Ok(seen) = self.events.try_recv() {
            match seen {
                Seen::Found(found) => {
                    changed |= self.games.get(&found.key) != Some(&found);
                    self.games.insert(found.key, found);
                }
                Seen::Gone(key) => changed |= self.games.remove(&key).is_some(),
                Seen::Skipped(why) => {
                    self.log.push(why);
                    if self.log.len() > LOG_KEPT {
                        self.log.remove(0);
                    }
                }
            }
        }
        changed
    }

    /// The games shown on this network now, by host key.
    pub fn games(&self) -> Vec<Found> {
        self.games.values().cloned().collect()
    }
}

impl Drop for LanLook {
    fn drop(&mut self) {
        self.stop = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The next event of the subscription.
async fn n0_next<S>(stream: &mut S) -> Option<DiscoveryEvent>
where
    S: futures_core::Stream<Item = DiscoveryEvent> + Unpin,
{
    std::future::poll_fn(|cx| std::pin::Pin::new(&mut *stream).poll_next(cx)).await
}

/// A discovery as the dialog lists it: a game shown with words that read, or gone.
fn read(event: DiscoveryEvent) -> Option<Seen> {
    match event {
        DiscoveryEvent::Discovered { endpoint_info, .. } => {
            let key = Bytes32(*endpoint_info.endpoint_id.as_bytes());
            let Some(words) = endpoint_info.data.user_data() else {
                return Some(Seen::Skipped(format!("{key}: no words")));
            };
            match words.as_ref().parse::<LanGame>() {
                Ok(shown) => Some(Seen::Found(Found {
                    key,
                    addresses: endpoint_info.data.ip_addrs().copied().collect(),
                    shown,
                })),
                Err(why) => Some(Seen::Skipped(format!("{key}: skipped, {why}"))),
            }
        }
        DiscoveryEvent::Expired { endpoint_id } => {
            Some(Seen::Gone(Bytes32(*endpoint_id.as_bytes())))
        }
        _ => None,
    }
}
