/**
 * CompTIA A+ Core 1 (220-1201, V15, launched March 2025): one topic per exam objective, in the order of CompTIA's
 * published exam objectives (domains 1.0 Mobile Devices 13%, 2.0 Networking 23%, 3.0 Hardware 25%, 4.0 Virtualization
 * and Cloud Computing 11%, 5.0 Hardware and Network Troubleshooting 28%), with the troubleshooting methodology the
 * outline states before its objectives as the first topic of domain 5.0. Topics first published under the older
 * numbering keep that key (see ObjectiveRef). Lesson text written for this product.
 */
import type { CatalogueTopic } from './types';
import { comptiaObjectiveTopic } from './comptia-objective-topic';

const topic = comptiaObjectiveTopic('220-1201', 'Core 1 (220-1201)');

const MOBILE = '1.0 Mobile Devices';
const NETWORKING = '2.0 Networking';
const HARDWARE = '3.0 Hardware';
const VIRTUAL = '4.0 Virtualization and Cloud Computing';
const TROUBLE = '5.0 Hardware and Network Troubleshooting';

export const A_PLUS_CORE1_TOPICS: CatalogueTopic[] = [
  topic(
    '1.1',
    MOBILE,
    'Mobile Device Hardware and Replacement',
    'beginner',
    50,
    'laptop, SODIMM, M.2, battery, biometrics',
    'Monitor laptop and mobile hardware and replace batteries, memory, storage, keyboards and wireless cards safely.',
    `A laptop packs its components into a compact chassis, so many parts are replaced differently than in a desktop. Before
    opening any portable device, shut it down, disconnect the AC adapter, disconnect or remove the battery, and wear an ESD
    strap. Keep screws organised by location, because laptop screws often differ in length, and consult the manufacturer's
    service manual for the disassembly order.`,
    `A SODIMM is the small outline dual in-line memory module used in laptops. It is inserted at an angle of about 30 degrees
    and pressed down until the side clips lock it in place. An M.2 drive is a small solid-state drive that plugs directly into
    a motherboard slot and is held by a single screw. M.2 slots are keyed (B key, M key or B+M key) and can carry SATA or NVMe
    signals, so a drive must match both the key and the protocol the slot supports. A 2.5-inch drive is the usual laptop form
    factor for SATA hard disks and SSDs. Migrating from a hard disk to an SSD is done by cloning the old drive with imaging
    software or by installing the operating system fresh on the new drive.`,
    `Mobile devices use lithium-ion batteries. A swollen battery is a battery whose cells have expanded from gas build-up; it can
    push the case or screen apart and must never be punctured or charged again. Remove it carefully and recycle it as
    hazardous waste. Many modern laptops and phones have internal batteries that are glued or screwed in place. On Windows,
    the command powercfg /batteryreport creates an HTML report of battery design capacity versus full charge capacity, which
    is a practical way to monitor battery health.`,
    `Laptop keyboards are usually replaced as a whole unit, sometimes together with the palm rest; a single loose keycap can
    often be clipped back onto its scissor mechanism. A laptop wireless card is usually an M.2 card with two or more antenna
    leads; the antennas run around the display bezel, so a poorly reconnected lead causes weak Wi-Fi. Biometrics is the use of
    a physical characteristic such as a fingerprint or a face to authenticate a user, and many laptops have fingerprint readers
    or infrared cameras for facial recognition. Near-field communication (NFC) is a very short-range wireless technology that
    works over a few centimetres and is used for contactless payment and quick pairing.`,
  ),

  topic(
    '1.2',
    MOBILE,
    'Mobile Accessories and Connectivity Options',
    'beginner',
    40,
    'USB-C, Lightning, Bluetooth, docking station, hotspot',
    'Compare wired and wireless connection methods and accessories for phones, tablets and laptops.',
    `Mobile devices connect to accessories and other devices by wired and wireless methods. USB-C is a reversible USB connector
    that can carry data, video and power; it is now the standard port on most phones, tablets and laptops, and since the iPhone
    15 also on iPhones. Lightning is Apple's older proprietary eight-pin connector used on earlier iPhones and iPads.
    Micro-USB and mini-USB are older, non-reversible connectors found on older phones and peripherals.`,
    `Bluetooth is a short-range wireless personal area network technology that operates in the 2.4 GHz band. Pairing a
    Bluetooth device follows a routine: enable Bluetooth, make the accessory discoverable, select it on the phone or laptop,
    confirm or enter the PIN code if asked, and test the connection. NFC is used for tap-to-pay and tap-to-pair, and a hotspot
    is a phone sharing its cellular data connection with other devices over Wi-Fi.`,
    `Common accessories include touch pens (styluses) for drawing and note taking, headsets and speakers, webcams,
    trackpads and drawing pads. A docking station is a base that connects a laptop to a full desk setup with monitors,
    network, peripherals and charging through one connection. A port replicator is a simpler device that only duplicates the
    laptop's ports. Many modern docks connect over USB-C or Thunderbolt, which carry display signals, data and power
    delivery over the same cable.`,
  ),

  topic(
    '1.3',
    MOBILE,
    'Mobile Network Connectivity and Application Support',
    'intermediate',
    50,
    'cellular, MDM, hotspot, e-mail configuration, synchronization',
    'Configure cellular, Wi-Fi, Bluetooth and location services, corporate e-mail, synchronization and device management.',
    `A smartphone connects to data networks by cellular radio (3G, 4G LTE and 5G; most 3G networks have now been switched
    off), by Wi-Fi and by Bluetooth. Airplane mode is a
    setting that turns off all wireless radios at once; Wi-Fi and Bluetooth can then be re-enabled individually. Tethering is
    sharing a phone's cellular data connection with another device over USB, Bluetooth or Wi-Fi, and a mobile hotspot is the
    Wi-Fi form of tethering. The IMEI (International Mobile Equipment Identity) identifies the phone hardware, while the IMSI
    (International Mobile Subscriber Identity) stored on the SIM identifies the subscriber. An eSIM is an embedded SIM that is
    provisioned electronically instead of by inserting a card.`,
    `Location services use GPS and cellular and Wi-Fi positioning to find the device; apps must be granted permission to use
    them. Corporate e-mail on a mobile device is configured with the server addresses and ports of the mail service, such as
    IMAP or Exchange ActiveSync for receiving and SMTP for sending, with TLS encryption. S/MIME is a standard for signing and
    encrypting e-mail with certificates. Synchronization keeps mail, calendars, contacts, photos and documents consistent
    between the device, the cloud and other devices. Cellular plans often have a data cap, so large synchronizations such as
    photo and cloud-storage backups are usually limited to Wi-Fi.`,
    `Mobile device management (MDM) is software that lets an organization enroll devices, push settings and apps, enforce
    policies such as screen locks and encryption, and remotely lock or wipe a lost device. Mobile application management (MAM)
    controls only corporate apps and their data, which suits personally owned devices brought to work (BYOD), while
    corporate-owned devices are usually fully managed. Two-factor authentication on mobile
    devices commonly uses an authenticator app or push notification. When an app will not install or sync, check the OS
    version it requires, the storage available and the account permissions.`,
  ),

  topic(
    '2.1',
    NETWORKING,
    'TCP and UDP Ports, Protocols and Their Purposes',
    'beginner',
    60,
    'TCP, UDP, ports, HTTP, DNS, RDP',
    'Know the well-known port numbers and whether each protocol uses TCP or UDP.',
    `TCP (Transmission Control Protocol) is a connection-oriented transport protocol: it opens a session with a three-way
    handshake (SYN, SYN-ACK, ACK), numbers its segments, acknowledges what arrives and resends what is lost, so delivery is
    guaranteed and ordered. UDP (User Datagram Protocol) is a connectionless transport protocol that sends datagrams without
    acknowledgement; it is faster and lighter and suits DNS queries, DHCP, streaming and voice, where speed matters more than
    retransmission. A port number is a 16-bit number that identifies which service on a host a packet is meant for.`,
    `The well-known ports to memorise: FTP uses TCP 20 for data and 21 for control. SSH uses TCP 22 for encrypted remote
    command-line access and also carries SFTP. Telnet uses TCP 23 and sends everything, passwords included, in clear text.
    SMTP uses TCP 25 to send and relay e-mail. DNS uses port 53, mostly UDP for queries and TCP for zone transfers and large
    replies. DHCP uses UDP 67 (server) and 68 (client). HTTP uses TCP 80 and HTTPS uses TCP 443 with TLS encryption.`,
    `POP3 uses TCP 110 to download mail, and IMAP uses TCP 143 to keep mail synchronised on the server. NetBIOS over TCP/IP uses
    ports 137 to 139, and SMB/CIFS file and printer sharing uses TCP 445. SNMP uses UDP 161 for queries and 162 for traps.
    LDAP uses port 389 for directory queries. RDP (Remote Desktop Protocol) uses TCP 3389. A secure variant usually has its
    own port, for example HTTPS 443 instead of HTTP 80, so a firewall rule can allow one without the other.`,
  ),

  topic(
    { objective: '2.2', key: '2.3' },
    NETWORKING,
    'Wireless Networking Technologies',
    'intermediate',
    50,
    'Wi-Fi, 802.11, 2.4 GHz, 5 GHz, 6 GHz, channels',
    'Compare Wi-Fi standards, frequency bands and channels, and other wireless technologies such as Bluetooth, NFC and RFID.',
    `Wi-Fi is the family of IEEE 802.11 wireless LAN standards. 802.11a used 5 GHz; 802.11b and 802.11g used 2.4 GHz. 802.11n
    (Wi-Fi 4) works on 2.4 and 5 GHz and introduced MIMO. 802.11ac (Wi-Fi 5) works on 5 GHz with wider channels and multi-user
    MIMO. 802.11ax (Wi-Fi 6) works on 2.4 and 5 GHz and adds OFDMA for many clients, and Wi-Fi 6E extends 802.11ax into the
    6 GHz band.`,
    `The 2.4 GHz band travels farther and passes walls better but is crowded and slower; in North America only channels 1, 6
    and 11 do not overlap. The 5 GHz band has many more non-overlapping channels and higher speeds but a shorter range. The
    6 GHz band offers the most clean spectrum but the shortest range. Channel width is the amount of spectrum a channel uses
    (20, 40, 80 or 160 MHz); wider channels are faster but more prone to interference. Regulations set by each country
    decide which channels and transmit powers are allowed.`,
    `Bluetooth is a short-range personal area network technology in the 2.4 GHz band for headsets, keyboards and wearables.
    NFC is a very short-range technology for payments and pairing. RFID (radio-frequency identification) is a technology
    that reads tags from a distance using radio waves, used in badges, inventory and toll systems. When planning wireless
    coverage, choose non-overlapping channels for neighbouring access points and prefer 5 GHz or 6 GHz for capacity.`,
  ),

  topic(
    { objective: '2.3', key: '2.4' },
    NETWORKING,
    'Services Provided by Networked Hosts',
    'intermediate',
    45,
    'DNS, DHCP, file server, syslog, AAA, proxy, IoT',
    'Summarize server roles, internet appliances, and legacy, embedded and IoT systems on a network.',
    `Servers provide services to clients on a network. A DNS server is a server that resolves host names to IP addresses. A DHCP
    server is a server that leases IP addresses and settings such as the gateway and DNS servers to clients automatically. A
    file server stores shared files and a print server manages print queues for shared printers. A mail server sends,
    receives and stores e-mail. A web server hosts websites over HTTP and HTTPS. A syslog server collects log messages from
    network devices and servers in one place. An AAA server provides authentication, authorization and accounting, usually
    through RADIUS or TACACS+.`,
    `Internet appliances protect and optimise traffic. A spam gateway filters unsolicited and malicious e-mail before it
    reaches mailboxes. A unified threat management (UTM) appliance is a device that combines a firewall, intrusion prevention,
    anti-malware, content filtering and VPN in one box. A load balancer distributes client requests across several servers
    for performance and availability. A proxy server is a server that makes requests on behalf of clients, which allows
    caching, filtering and hiding of internal addresses.`,
    `Legacy and embedded systems are still common. An embedded system is a computer built into a larger device for one
    dedicated function. SCADA (supervisory control and data acquisition) systems control industrial processes such as power,
    water and manufacturing, and must be isolated from general networks because they are often hard to patch. Internet of
    Things (IoT) devices such as smart thermostats, cameras, speakers and lighting should be placed on a separate network or
    VLAN, given strong passwords and kept updated.`,
  ),

  topic(
    { objective: '2.4', key: '2.6' },
    NETWORKING,
    'Network Configuration Concepts',
    'intermediate',
    50,
    'DNS records, DHCP scope, reservations, VLAN, VPN',
    'Compare DNS record types, DHCP scopes, leases and reservations, VLANs and VPNs.',
    `DNS stores information in resource records. An A record maps a host name to an IPv4 address, and an AAAA record maps a
    name to an IPv6 address. A CNAME record is an alias that points one name to another name. An MX record identifies the mail
    servers that receive e-mail for a domain. A TXT record holds text; it is used for e-mail authentication: SPF lists the
    servers allowed to send mail for the domain, DKIM publishes the public key used to verify signed messages, and DMARC tells
    receivers what to do with mail that fails SPF or DKIM and where to send reports.`,
    `A DHCP scope is the range of addresses a DHCP server can lease on a subnet, together with options such as the default
    gateway and DNS servers. A lease is the period for which a client may use an address before renewing it. A reservation is
    a DHCP setting that always gives the same address to a device identified by its MAC address, and an exclusion is a range
    inside the scope that the server never hands out, for example addresses set statically. The DHCP process follows the
    DORA sequence: discover, offer, request and acknowledge.`,
    `A VLAN (virtual LAN) is a logical network that separates traffic on the same physical switches, for example to keep
    voice, guest and staff traffic apart. A VPN (virtual private network) is an encrypted tunnel across an untrusted network
    such as the internet; a remote-access VPN connects a single user to the office, and a site-to-site VPN joins two networks.`,
  ),

  topic(
    { objective: '2.5', key: '2.2' },
    NETWORKING,
    'Common Networking Hardware',
    'beginner',
    45,
    'router, switch, access point, firewall, PoE',
    'Compare routers, switches, access points, firewalls, patch panels, modems and PoE equipment.',
    `A router is a device that forwards packets between different networks, such as a home LAN and the internet, using IP
    addresses. A switch is a device that connects hosts within one LAN and forwards frames only to the port of the destination
    MAC address. An unmanaged switch is plug-and-play with no configuration, while a managed switch can be configured with
    VLANs, port security, link aggregation and monitoring. A hub is an obsolete device that repeats every frame out of every
    port, creating one collision domain.`,
    `An access point is a device that connects wireless clients to a wired network. A firewall is a device or program that
    filters traffic between networks according to rules based on addresses, ports and applications. A patch panel is a
    panel of ports where the permanent cable runs from the walls terminate, so short patch cables can connect them to switch
    ports. A cable modem is a device that connects to the internet over the coaxial cable television network, a DSL modem uses
    telephone lines, and an ONT (optical network terminal) converts fibre signals at the customer premises.`,
    `Power over Ethernet (PoE) delivers electrical power and data over the same twisted-pair cable to devices such as IP
    cameras, phones and access points. A PoE switch provides power on its ports, and a PoE injector adds power to a single
    cable run from a non-PoE switch. The standards are 802.3af (about 15.4 W per port), 802.3at or PoE+ (about 30 W) and 802.3bt
    (up to about 60 W or 90 W). A network interface card (NIC) is the adapter that connects a host to the network.
    Software-defined networking (SDN) separates the control plane from the data plane so networks can be managed centrally
    by software.`,
  ),

  topic(
    { objective: '2.6', key: '2.5' },
    NETWORKING,
    'Configuring Basic SOHO Networks',
    'intermediate',
    50,
    'SOHO, router, IP addressing, NAT, port forwarding, DHCP',
    'Set up a small office/home office wired and wireless network: addressing, router settings and secure configuration.',
    `A SOHO network is a small office or home office network, usually built around one wireless router that combines a router,
    switch, access point, firewall and DHCP server. IPv4 addresses are 32-bit numbers written in dotted decimal; the private
    ranges 10.0.0.0/8, 172.16.0.0/12 and 192.168.0.0/16 are used inside networks and are not routed on the internet. An IPv6
    address is a 128-bit address written in hexadecimal groups. A static address is configured by hand and suits servers and
    printers, while a dynamic address is leased from a DHCP server.`,
    `Network address translation (NAT) is a router function that translates many private addresses to one public address so a
    whole network shares one internet connection. Port forwarding is a rule that sends traffic arriving on a public port to
    a specific internal host and port, for example to reach a game server or camera from outside. A screened subnet (formerly
    called a DMZ) is a network segment that exposes chosen hosts to the internet while keeping them apart from the internal
    LAN. UPnP is a protocol that lets devices open ports automatically; it is convenient but risky and is often disabled.`,
    `A secure SOHO setup starts with changing the default administrator password, updating the router firmware, naming the
    wireless network (SSID) and choosing WPA3 or WPA2 with a strong passphrase. Configure the DHCP scope and reserve addresses
    for printers, enable the firewall, disable remote administration unless needed, and set up a separate guest network.
    Finally connect and test wired and wireless clients and document the settings.`,
  ),

  topic(
    '2.7',
    NETWORKING,
    'Internet Connection Types and Network Types',
    'beginner',
    40,
    'fiber, cable, DSL, satellite, cellular, LAN, WAN',
    'Compare internet connection types and the scale-based network types LAN, WAN, PAN, MAN, SAN and WLAN.',
    `Several technologies connect homes and offices to an internet service provider. Fiber uses light over glass strands and
    offers the highest speeds and lowest latency. Cable internet runs over the coaxial cable television network and shares
    bandwidth among neighbours. DSL (digital subscriber line) uses telephone lines and its speed falls with distance from the
    provider's equipment. Satellite internet reaches remote locations; traditional geostationary satellites have high latency,
    while low Earth orbit constellations reduce it. Cellular internet uses 4G or 5G networks, and a wireless internet service
    provider (WISP) uses fixed radio links to customer antennas.`,
    `Networks are also described by their size. A LAN (local area network) is a network within one building or campus. A WAN
    (wide area network) is a network that connects sites across large distances, the internet being the largest. A PAN
    (personal area network) is a network of a person's own devices within a few metres, typically over Bluetooth. A MAN
    (metropolitan area network) spans a city. A SAN (storage area network) is a dedicated network that gives servers
    block-level access to shared storage. A WLAN is a wireless LAN built with Wi-Fi access points.`,
  ),

  topic(
    '2.8',
    NETWORKING,
    'Networking Tools',
    'beginner',
    35,
    'crimper, cable tester, toner probe, punchdown tool, Wi-Fi analyzer',
    'Use the tools for building, testing and troubleshooting network cabling and wireless networks.',
    `A crimper is a tool that attaches RJ45 or RJ11 connectors to the end of a cable by pressing the connector pins into the
    wires. A cable stripper removes the outer jacket without nicking the wires. A punchdown tool is a tool that seats wires into
    the IDC terminals of a patch panel, keystone jack or 66/110 block and trims the excess. A cable tester is a device that
    checks a cable for continuity, opens, shorts and miswired pairs.`,
    `A toner probe is a two-part tool used to trace a cable: the tone generator puts a signal on the wire and the probe picks it
    up, so a technician can find which jack in a room connects to which patch panel port. A loopback plug is a connector that
    sends a port's output back to its own input to test a network port or interface. A network tap is a device inserted into
    a link that copies its traffic to a monitoring device without disturbing it.`,
    `A Wi-Fi analyzer is software or hardware that shows nearby wireless networks, their channels and signal strengths, which
    helps choose the least crowded channel and find dead spots. Together with command-line tools such as ping and ipconfig,
    these physical tools let a technician work from the cable up when diagnosing a connection.`,
  ),

  topic(
    { objective: '3.1', key: 'display' },
    HARDWARE,
    'Display Components and Attributes',
    'beginner',
    40,
    'LCD, IPS, TN, VA, OLED, Mini-LED, refresh rate, resolution, color gamut',
    'Compare display technologies and the attributes that describe a screen: resolution, pixel density, refresh rate and color gamut.',
    `A liquid crystal display (LCD) does not make light of its own: a backlight shines through a layer of liquid crystals that
    twist to let more or less light through each sub-pixel. Modern LCDs use LED backlights; older ones used a cold cathode
    fluorescent lamp (CCFL), which needs an inverter to turn the laptop's DC power into the AC the lamp runs on. A failed
    inverter or backlight leaves a very dim screen on which the image can still be seen faintly with a flashlight.`,
    `LCD panels come in three main types. Twisted nematic (TN) panels are the cheapest and have fast response times, but narrow
    viewing angles and weaker color. In-plane switching (IPS) panels have wide viewing angles and accurate color, which suits
    photo and design work, at a higher price. Vertical alignment (VA) panels sit between the two, with the highest contrast and
    deep blacks. Mini-LED is an LCD whose backlight is divided into hundreds or thousands of small zones that dim separately,
    which raises contrast while keeping LCD brightness.`,
    `An organic light-emitting diode (OLED) display has no backlight: each pixel emits its own light and can switch off
    completely, giving true black, very high contrast and thin, even flexible screens. Static images left on an OLED for a long
    time can cause burn-in. A touchscreen adds a digitizer, the layer that turns a touch or pen into input coordinates; phones
    and tablets use capacitive digitizers, often fused with the glass, so a cracked digitizer usually means replacing the
    whole display assembly.`,
    `Screens are compared by their attributes. Resolution is the number of pixels across and down, such as 1920 × 1080 (Full
    HD) or 3840 × 2160 (4K UHD). Pixel density, in pixels per inch (PPI), is how tightly those pixels are packed: the same
    resolution looks sharper on a smaller screen. Refresh rate, in hertz, is how many times per second the image is redrawn;
    60 Hz is standard, while 120 Hz or 144 Hz looks smoother in games and scrolling. Color gamut is the range of colors a screen
    can show, given as a percentage of a standard such as sRGB or DCI-P3. Brightness is measured in nits, and the aspect ratio
    (16:9, 16:10) is the shape of the screen.`,
  ),

  topic(
    { objective: '3.2', key: '3.1' },
    HARDWARE,
    'Cable Types and Connectors',
    'beginner',
    60,
    'Cat 6, fiber, coaxial, USB, HDMI, DisplayPort, SATA, RJ45',
    'Explain network, peripheral, video and drive cables and their connectors.',
    `Twisted-pair network cable comes in categories. Cat 5e supports 1 Gbps at 100 metres, Cat 6 supports 1 Gbps at 100 metres
    and 10 Gbps up to about 55 metres, and Cat 6a supports 10 Gbps at 100 metres. UTP is unshielded twisted pair; STP is
    shielded twisted pair, which resists electromagnetic interference. Plenum-rated cable has a fire-resistant jacket that
    gives off less toxic smoke and is required in air-handling spaces. The T568A and T568B standards define the wire order in
    an RJ45 connector; a straight-through cable uses the same standard at both ends.`,
    `Coaxial cable (RG-6) with an F-type connector carries cable television and cable internet. Fiber-optic cable carries light:
    single-mode fiber is used over long distances with lasers, while multimode fiber is used over shorter distances with LEDs.
    Common fiber connectors are ST (bayonet), SC (square push-pull) and LC (small form factor). An RJ45 connector terminates
    Ethernet cables and an RJ11 connector terminates telephone lines.`,
    `USB 2.0 runs at up to 480 Mbps, and USB 3.x generations run at 5, 10 or 20 Gbps. USB-C is a reversible connector type, not
    a speed. Thunderbolt is an Intel interface that carries PCIe data, DisplayPort video and power over a USB-C connector. For
    video, HDMI carries digital video and audio, DisplayPort is a digital interface common on computers and monitors, DVI is an
    older digital (and sometimes analog) interface, and VGA is a legacy analog connector with 15 pins. For drives, SATA is the
    internal interface for hard drives and SSDs and eSATA is its external form. Molex is the older four-pin peripheral power
    connector, and DB9 is the nine-pin serial connector still used for console cables.`,
  ),

  topic(
    { objective: '3.3', key: '3.2' },
    HARDWARE,
    'RAM Characteristics',
    'beginner',
    40,
    'DDR4, DDR5, DIMM, SODIMM, ECC, dual channel',
    'Choose and install memory modules: form factors, generations, ECC and multichannel configurations.',
    `RAM (random access memory) is the volatile working memory where the processor keeps running programs and data; its
    contents are lost when power is removed. A DIMM is the full-size memory module used in desktops and servers, and a SODIMM
    is the smaller module used in laptops and small form-factor PCs. Virtual memory is disk space the operating system uses as
    an extension of RAM, through the page file in Windows or swap in Linux, which is far slower than real memory.`,
    `DDR3, DDR4 and DDR5 are successive generations of double data rate SDRAM. Each generation has a different notch position
    and voltage, so modules are not interchangeable and a motherboard supports only one generation. DDR5 modules carry their
    own power management and split each module into two independent channels. ECC memory is memory that detects and corrects
    single-bit errors; it is used in servers and workstations and requires a motherboard and CPU that support it. Registered
    (buffered) memory is another server feature.`,
    `Multichannel memory lets the memory controller access several modules at once. In dual-channel mode, matching modules are
    installed in paired slots, usually marked by colour; triple-channel and quad-channel configurations exist on workstation
    and server platforms. For the best results install matching modules in the slots the motherboard manual recommends, check
    the maximum capacity and supported speeds, and verify the installed amount in the BIOS/UEFI or the operating system.`,
  ),

  topic(
    { objective: '3.4', key: '3.3' },
    HARDWARE,
    'Selecting and Installing Storage Devices',
    'beginner',
    55,
    'HDD, SSD, NVMe, M.2, RAID 0, RAID 1, RAID 5, RAID 10',
    'Compare hard drives and SSDs, their interfaces and form factors, RAID levels and removable storage.',
    `A hard disk drive (HDD) is a storage device that records data magnetically on spinning platters read by moving heads. Its
    spindle speed affects performance: 5,400 rpm drives are quiet and common in laptops, 7,200 rpm drives are typical in
    desktops, and 10,000 and 15,000 rpm drives were used in servers. Hard drives come in 2.5-inch and 3.5-inch form factors.
    A solid-state drive (SSD) is a storage device that stores data in flash memory with no moving parts, giving much faster
    access, lower power use and better shock resistance.`,
    `SSDs use different interfaces. A SATA SSD is limited by the SATA III interface to about 600 MB/s. NVMe is a protocol
    designed for flash storage that runs over PCIe lanes and is several times faster. M.2 is a form factor for small
    expansion cards and SSDs, and an M.2 drive can be SATA or NVMe; mSATA is an older small form factor for SATA SSDs.`,
    `RAID combines several drives for performance, redundancy or both. RAID 0 is striping without redundancy: it is fast but
    the failure of any drive loses all data. RAID 1 is mirroring: two drives hold identical copies. RAID 5 is striping with
    distributed parity across at least three drives and survives one drive failure. RAID 6 uses double parity across at least
    four drives and survives two failures. RAID 10 is a stripe of mirrors across at least four drives, combining speed and
    redundancy. RAID is not a backup, because deletions and corruption are copied instantly. Removable storage includes flash
    drives, memory cards such as SD and microSD, and optical drives for CDs, DVDs and Blu-ray discs.`,
  ),

  topic(
    { objective: '3.5', key: '3.4' },
    HARDWARE,
    'Motherboards, CPUs and Add-on Cards',
    'intermediate',
    70,
    'ATX, PCIe, CPU socket, UEFI, TPM, Secure Boot, cooling',
    'Install and configure motherboards, processors, expansion cards and cooling; configure BIOS/UEFI settings.',
    `A motherboard is the main circuit board that connects the CPU, memory, storage and expansion cards. Its form factor sets
    its size and mounting: ATX is the standard full-size board, microATX (mATX) is smaller with fewer slots, and mini-ITX is a
    compact board for small cases. Expansion slots include PCIe (PCI Express), whose x1, x4, x8 and x16 slots differ in lane
    count, and the legacy PCI slot. Other connectors include SATA ports, M.2 slots, the 24-pin ATX power connector, the 4- or
    8-pin CPU power connector, and headers for front-panel buttons, USB ports, audio and fans.`,
    `A CPU socket is the mount that holds the processor, and the CPU must match it: Intel desktop processors use LGA sockets
    with pins on the motherboard, and current AMD desktop processors also use LGA, while older AMD chips used PGA with pins on
    the processor. x64 (64-bit x86) processors dominate desktops and laptops, while ARM processors, which use a reduced
    instruction set, dominate phones and are increasingly used in laptops. Multicore processors have several cores, and
    multithreading lets a core run two threads. Virtualization support (Intel VT-x or AMD-V) must be enabled in firmware for
    hypervisors.`,
    `BIOS/UEFI is the firmware that initialises hardware and starts the operating system. UEFI is the modern replacement for
    BIOS and supports GPT disks, a graphical interface and Secure Boot. Secure Boot is a UEFI feature that allows only
    signed boot loaders to run, which blocks boot-level malware. A TPM (Trusted Platform Module) is a security chip that stores
    encryption keys and measurements of the boot process; BitLocker uses it, and Windows 11 requires TPM 2.0. An HSM
    (hardware security module) is a dedicated device that generates and protects keys for servers. Firmware settings also
    control boot order, USB permissions, fan curves and BIOS/UEFI passwords.`,
    `Expansion cards add features: video cards (GPUs), sound cards, capture cards that record video input, and network
    interface cards. Cooling keeps components within temperature limits. A heat sink is a metal block with fins that draws
    heat away from a chip; thermal paste is a compound that fills microscopic gaps between the CPU and the heat sink, and
    thermal pads do the same for other chips. Fans move air through the case, and liquid cooling uses a pump, tubes and a
    radiator to carry heat away.`,
  ),

  topic(
    { objective: '3.6', key: '3.5' },
    HARDWARE,
    'Installing and Replacing Power Supplies',
    'beginner',
    35,
    'PSU, wattage, 24-pin, modular, redundant',
    'Choose a power supply by input voltage, output rails, wattage, connectors, modularity and redundancy.',
    `A power supply unit (PSU) is the component that converts AC mains power into the DC voltages a computer uses. Input
    voltage differs by region: 110 to 120 VAC in North America and 220 to 240 VAC in much of the world. Most modern supplies
    are auto-switching; older ones have a voltage switch that must be set correctly. The main DC outputs are +3.3 V, +5 V and
    +12 V; the +12 V rail powers the CPU, graphics cards, drives and fans.`,
    `The 24-pin ATX connector powers the motherboard, a 4- or 8-pin connector powers the CPU, 6- and 8-pin PCIe connectors (or
    the newer 12V-2x6 connector) power graphics cards, and SATA power connectors feed drives. The wattage rating is the
    maximum continuous power the supply can deliver; choose one that covers the total load of all components with headroom,
    because an undersized supply causes random shutdowns and crashes under load.`,
    `A modular power supply is a supply whose cables detach, so only the needed cables are installed, which improves airflow.
    A redundant power supply is a pair of hot-swappable supply modules in a server, so that the system keeps running if one
    fails. Never open a power supply: its capacitors can hold a dangerous charge even when unplugged. Replace a faulty unit as
    a whole.`,
  ),

  topic(
    { objective: '3.7', key: '3.6' },
    HARDWARE,
    'Deploying Printers and Multifunction Devices',
    'intermediate',
    45,
    'printer drivers, PCL, PostScript, print server, duplex, scan to e-mail',
    'Install and configure printers and multifunction devices: drivers, connectivity, sharing, settings and security.',
    `A multifunction device (MFD) is a device that combines printing, scanning, copying and often faxing. Deployment starts
    with unboxing, placing the device on a stable surface with ventilation near power and network, and removing packing
    tape and locks. A printer driver is software that translates print jobs into the language the printer understands; PCL
    is a printer language developed by HP that is common and efficient for office documents, and PostScript is a page
    description language from Adobe that renders graphics and fonts identically across devices.`,
    `A printer connects by USB, by Ethernet or by Wi-Fi, and network printers are usually given a static address or a DHCP
    reservation. A print server is a computer or device that manages shared print queues and drivers for many users. Printer
    configuration settings include duplex (printing on both sides), orientation, paper trays, paper size and quality.`,
    `Security matters for shared devices. User authentication and badging require people to identify themselves at the device.
    Secured print (or pull printing) holds a job until its owner releases it at the device, so confidential pages are not left
    in the tray. Audit logs record who printed and scanned what. Network scan services send scanned documents to e-mail, to an
    SMB shared folder or to cloud storage. A flatbed scanner scans single pages or books on glass, while an automatic document
    feeder (ADF) pulls a stack of sheets through automatically.`,
  ),

  topic(
    { objective: '3.8', key: '3.7' },
    HARDWARE,
    'Printer Maintenance and Consumables',
    'intermediate',
    55,
    'laser printer, imaging process, fuser, inkjet, thermal, impact, 3D printer',
    'Replace consumables and perform maintenance on laser, inkjet, thermal, impact and 3-D printers.',
    `A laser printer is a printer that forms an image on a photosensitive imaging drum with a laser and fuses toner onto paper
    with heat and pressure. Its imaging process has seven steps: processing, charging, exposing, developing, transferring,
    fusing and cleaning. The fuser assembly is the part that melts toner onto the paper with a heated roller and a pressure
    roller; it is very hot, so let it cool before servicing. Other parts include the transfer belt or roller, pickup rollers,
    separation pads and the duplexing assembly. Maintenance means replacing the toner, applying the maintenance kit at the
    page count the manufacturer recommends, calibrating and cleaning.`,
    `An inkjet printer is a printer that sprays tiny droplets of ink from a print head onto paper. Its parts are ink cartridges,
    the print head, rollers, the paper feeder, the duplexing assembly, and the carriage and belt that move the head. Inkjet
    maintenance includes cleaning the print heads with the printer's utility, replacing cartridges, calibrating (aligning) the
    heads and clearing jams.`,
    `A thermal printer is a printer that uses a heating element to darken special heat-sensitive paper; it is used for receipts
    and labels, and maintenance means replacing the paper and cleaning the heating element with isopropyl alcohol. An impact
    printer is a printer whose print head strikes an inked ribbon against the paper; dot-matrix printers use tractor-feed
    continuous paper and can print multipart forms. A 3-D printer builds objects layer by layer from plastic filament or
    from resin on a print bed. Dispose of toner and ink according to the safety data sheet and recycle cartridges.`,
  ),

  topic(
    '4.1',
    VIRTUAL,
    'Virtualization Concepts',
    'intermediate',
    45,
    'hypervisor, virtual machine, VDI, containers, sandbox',
    'Explain virtual machines, hypervisor types, containers, VDI and the resource and security requirements of virtualization.',
    `Virtualization is the use of software to run several virtual computers on one physical machine. A virtual machine (VM) is
    a software computer with its own virtual CPU, memory, disk and network adapter, running its own operating system. A
    hypervisor is the software that creates and runs virtual machines. A Type 1 hypervisor runs directly on the hardware
    (bare metal), as in VMware ESXi, Microsoft Hyper-V and KVM. A Type 2 hypervisor runs as an application on a host operating
    system, as in VirtualBox and VMware Workstation.`,
    `Virtualization has many uses: a sandbox is an isolated environment for testing software or opening suspicious files
    without risking the host; developers test across operating systems; legacy software runs on an old operating system
    inside a VM; and cross-platform virtualization runs Windows on a Mac or Linux on Windows. Application virtualization runs
    an application isolated from the local system, and virtual desktop infrastructure (VDI) hosts desktops on servers that
    users reach over the network. A container is a lightweight package that shares the host operating system's kernel and
    bundles an application with its libraries, so it starts faster and uses fewer resources than a VM.`,
    `The host needs enough CPU cores, RAM and storage for all guests, and hardware virtualization support (Intel VT-x or AMD-V)
    enabled in firmware. Each VM needs its own security: patching, anti-malware and firewall settings. Virtual networking
    choices include bridged (the VM appears on the physical network), NAT (the VM shares the host's address) and
    internal or host-only networks.`,
  ),

  topic(
    '4.2',
    VIRTUAL,
    'Cloud Computing Concepts',
    'intermediate',
    45,
    'IaaS, PaaS, SaaS, public cloud, hybrid cloud, elasticity',
    'Summarize cloud deployment models, service models and the characteristics of cloud computing.',
    `Cloud computing is the on-demand delivery of computing resources over the internet with pay-as-you-go pricing. A public
    cloud is a cloud whose infrastructure a provider shares among many customers. A private cloud is a cloud dedicated to one
    organization, on premises or hosted. A hybrid cloud is a combination of public and private clouds working together, and a
    community cloud is a cloud shared by organizations with common requirements, such as government agencies.`,
    `Infrastructure as a service (IaaS) is a service model in which the provider supplies virtual machines, storage and
    networks while the customer manages the operating system and applications. Platform as a service (PaaS) is a service
    model in which the provider also manages the operating system and runtime, so developers only deploy code. Software as a
    service (SaaS) is a service model in which the provider delivers a complete application, such as web mail or an office
    suite, over the internet.`,
    `The characteristics of cloud computing include shared resources (multitenancy, where many customers share the same
    hardware securely), metered utilization (paying for what is used), rapid elasticity (scaling resources up and down
    automatically with demand), high availability across data centres, and file synchronization between devices. Desktop
    virtualization can also be delivered from the cloud as virtual desktops.`,
  ),

  topic(
    { objective: null, key: '5.1' },
    TROUBLE,
    'Troubleshooting Methodology',
    'beginner',
    40,
    'troubleshooting steps, theory of probable cause, documentation',
    'Apply the CompTIA six-step troubleshooting methodology to resolve problems.',
    `The CompTIA troubleshooting methodology has six steps, always with the organization's policies and procedures in mind.
    Step 1 is to identify the problem: gather information from the user, identify user changes, perform backups before making
    changes, and ask about environmental or infrastructure changes. Step 2 is to establish a theory of probable cause: question
    the obvious and, if necessary, research the symptoms in manuals, knowledge bases and internet sources.`,
    `Step 3 is to test the theory to determine the cause. A confirmed theory leads to the next steps to resolve the problem; an unconfirmed one calls for a new theory or escalation. Step 4 is to establish a plan of action to resolve the problem and
    implement the solution, referring to the vendor's instructions for guidance. Step 5 is to verify full system
    functionality and, if applicable, implement preventive measures. Step 6 is to document the findings, actions and
    outcomes.`,
    `The order matters in exam scenarios. Backing up data belongs to the first step, before anything is changed. Escalation
    happens when a theory cannot be confirmed or the fix is beyond the technician's authority. Documentation comes last, yet it is never skipped, because it helps the next technician and builds the knowledge base.`,
  ),

  topic(
    { objective: '5.1', key: '5.2' },
    TROUBLE,
    'Troubleshooting Motherboards, RAM, CPU and Power',
    'intermediate',
    50,
    'POST, beep codes, BSOD, overheating, CMOS battery, capacitors',
    'Diagnose and fix problems with motherboards, memory, processors and power.',
    `POST (power-on self-test) is the firmware routine that checks core hardware at start-up; a failure is reported by beep
    codes or diagnostic LEDs whose meaning is listed by the motherboard maker. A proprietary crash screen, such as the Windows
    blue screen (stop error) or the macOS spinning wheel, often points to faulty RAM, drivers or overheating. A system with a
    blank screen but running fans may have a failed video connection, unseated RAM or a failed CPU.`,
    `No power at all suggests a dead outlet, a failed power supply or a loose 24-pin connector. Intermittent shutdowns and
    random reboots are classic signs of overheating or a failing power supply. Overheating results from dust-clogged heat
    sinks, failed fans or dried thermal paste; clean with compressed air and reapply thermal paste. A burning smell means
    shut the system down immediately and find the damaged component. Swollen or leaking capacitors on the motherboard mean
    the board must be replaced.`,
    `Inaccurate system date and time after each power-off is caused by a dead CMOS battery, a coin cell (usually CR2032) that
    keeps the real-time clock running; replace it and reset the firmware settings. Sluggish performance may mean too little
    RAM, thermal throttling or a failing drive. Application crashes can come from faulty memory, which a memory diagnostic
    tool can test. Grinding noises usually come from a failing fan or hard drive bearing.`,
  ),

  topic(
    { objective: '5.2', key: '5.3' },
    TROUBLE,
    'Troubleshooting Drives and RAID Arrays',
    'intermediate',
    45,
    'S.M.A.R.T., clicking drive, boot device not found, RAID failure',
    'Diagnose storage problems: failing drives, boot errors, data corruption and degraded RAID arrays.',
    `Storage symptoms often warn of imminent failure. Clicking or grinding noises from a hard drive mean its heads or bearings
    are failing: back up the data immediately and replace the drive. S.M.A.R.T. (Self-Monitoring, Analysis and Reporting
    Technology) is a drive feature that tracks health indicators such as reallocated sectors and warns of predicted failure.
    Extended read and write times, or low IOPS (input/output operations per second), can indicate a failing drive, a full
    drive or the wrong interface mode.`,
    `A "bootable device not found" error means the firmware cannot find a boot loader: check the boot order, the cable or M.2
    seating, whether the drive is detected in firmware, and whether the boot sector is damaged. A missing drive in the
    operating system may be uninitialised, without a partition, without a drive letter or without a driver, all of which
    Disk Management shows. Data loss and corruption call for stopping writes to the drive, restoring from backup or using
    recovery tools; chkdsk can repair file system errors.`,
    `A RAID failure shows as a degraded array in the controller utility or by status LEDs on the drive bays. In RAID 1, 5, 6
    and 10 the array keeps working after a single drive failure, but performance drops and another failure may lose data, so
    replace the failed drive promptly and let the array rebuild. RAID 0 has no redundancy, so one failed drive means the data
    must be restored from backup.`,
  ),

  topic(
    { objective: '5.3', key: '5.4' },
    TROUBLE,
    'Troubleshooting Video, Projector and Display Issues',
    'beginner',
    35,
    'display, projector, dead pixels, burn-in, cabling',
    'Diagnose display and projector problems: no image, wrong source, dim or fuzzy images, dead pixels and burn-in.',
    `Many display problems are simple. Check the input first: an incorrect data source means the monitor or projector is set to the wrong input, such
    as HDMI 1 instead of DisplayPort. Physical cabling issues include loose, damaged or wrong cables and adapters. On an LCD, a fuzzy image usually means the resolution is not set to the display's native resolution. Incorrect colour display can
    come from a damaged cable, a bent pin in an analog connector, or the wrong colour profile.`,
    `Dead pixels are pixels that stay black, and stuck pixels stay one colour; a few are tolerated by many manufacturers'
    warranties. Display burn-in is a permanent ghost image caused by showing a static picture for a long time, a particular
    risk for OLED screens. A flashing or flickering screen can come from a loose cable, an incorrect refresh rate or a
    failing backlight or inverter. A dim image on a laptop may be a brightness setting, a failed backlight or a power-saving
    mode.`,
    `Projectors have their own issues. A burned-out bulb gives no image and must be replaced; handle new lamps by their housing
    because skin oils shorten their life. When a projector shuts down intermittently, it is usually overheating from blocked vents or a dirty filter. Audio issues on a display connection often mean the wrong playback device is selected in the operating system.`,
  ),

  topic(
    { objective: '5.4', key: '5.5' },
    TROUBLE,
    'Troubleshooting Common Mobile Device Issues',
    'intermediate',
    40,
    'battery health, swollen battery, digitizer, liquid damage, charging',
    'Diagnose hardware problems of phones, tablets and laptops: battery, charging, screens, ports, connectivity and liquid damage.',
    `Poor battery health shows as short run time or sudden shutdowns at a reported charge; check the battery health report and
    replace the battery. A swollen battery lifts the screen or back cover and must be replaced at once and recycled safely.
    Improper charging can come from a damaged cable, a weak charger, a dirty or damaged port, or a failing battery.
    Physically damaged ports need repair or replacement of the port assembly.`,
    `A digitizer is the transparent touch-sensitive layer over a screen that converts touches into input. Digitizer issues
    appear as touches that do not register or register in the wrong place; cursor drift means the pointer moves without
    input, which may need touch calibration, a cleaner screen or a replaced digitizer. A broken screen is replaced as an
    assembly on most modern phones.`,
    `Overheating results from heavy apps, blocked vents, direct sunlight or charging while under load, and a device shuts down
    to protect itself. Liquid damage is often confirmed by liquid contact indicators inside the device, which change colour
    when wet; power the device off immediately and do not charge it. Poor or no connectivity can be fixed by toggling airplane
    mode, forgetting and rejoining networks, checking antenna connections after repairs, and updating the OS. Malware can also
    cause overheating, battery drain and data use.`,
  ),

  topic(
    { objective: '5.5', key: '5.7' },
    TROUBLE,
    'Troubleshooting Wired and Wireless Network Issues',
    'intermediate',
    55,
    'APIPA, latency, jitter, interference, port flapping, VoIP',
    'Diagnose intermittent connectivity, slow speeds, limited connectivity, latency, jitter and interference.',
    `Limited connectivity with an address in the 169.254.0.0/16 range means the client could not reach a DHCP server and gave
    itself an APIPA (Automatic Private IP Addressing) address; check the cable or wireless association and the DHCP server.
    Intermittent wireless connectivity comes from weak signal, interference, channel overlap or roaming problems. External
    interference sources include microwave ovens, cordless phones, Bluetooth devices and neighbouring networks on the same
    channel; a Wi-Fi analyzer helps choose a clearer channel or band.`,
    `Latency is the delay for data to travel from source to destination, and high latency makes interactive applications feel
    slow. Jitter is the variation in latency between packets, which breaks up voice and video. Poor VoIP quality (choppy or
    robotic audio) is caused by jitter, latency and packet loss and is improved with quality of service (QoS) settings that
    prioritise voice traffic. Slow network speeds can come from a duplex or speed mismatch, a bad cable, an overloaded link or
    an old wireless standard.`,
    `Port flapping is a switch port that repeatedly goes up and down, usually because of a faulty cable, connector or NIC.
    Authentication failures on Wi-Fi come from a wrong passphrase, mismatched security settings or expired certificates in
    enterprise networks. Intermittent internet connectivity may be the ISP, the modem or the router; test by pinging the
    default gateway, then an internet address, then a name, to separate local, internet and DNS problems.`,
  ),

  topic(
    '5.6',
    TROUBLE,
    'Troubleshooting Printer Issues',
    'intermediate',
    45,
    'paper jam, ghosting, toner not fusing, faded print, print queue',
    'Diagnose print quality, paper handling, queue and finishing problems.',
    `Print quality symptoms point to specific parts. Lines down the printed pages on a laser printer usually come from a
    scratched imaging drum or dirty rollers, and on an inkjet from clogged nozzles. Toner not fusing, where toner smears or
    rubs off, means the fuser assembly is failing. Faded print means low toner or ink or an economy mode setting. Speckling is
    usually loose toner inside the printer. Double or echo images (ghosting) on a laser printer come from a drum that is not
    fully cleaned or from a failing fuser.`,
    `Garbled print, pages of random characters, means the wrong or a corrupted driver, or a print language the printer does
    not support. Paper jams come from worn pickup rollers, damp paper, the wrong paper type or foreign objects. If paper does not feed, the pickup rollers are worn or the tray is empty or misconfigured, and a multipage misfeed (several sheets at once) means
    worn separation pads or paper that was not fanned. An incorrect paper size or incorrect page orientation is a driver or
    tray setting problem.`,
    `With several jobs waiting in the queue, a stuck job at the front is often blocking the rest: clear the queue, and if that fails,
    restart the print spooler service. Incorrect colour settings usually need calibration or a corrected colour profile.
    Grinding noises suggest worn gears or a failing fuser. Finishing issues, such as staple jams and hole-punch errors on an
    MFD, are cleared through the finisher's access doors following the device's instructions.`,
  ),
];
