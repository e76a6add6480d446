/**
 * English: the source of truth for every sentence the widget shows. Other languages are typed
 * against this shape (`Messages`, in types.ts) and load on demand; this one is in the first load.
 *
 * Entries are plain strings with `{name}` placeholders, or plural entries (`{ one, other }`,
 * picked with Intl.PluralRules by the `count` parameter). Keys are grouped by screen. Token
 * symbols, network names, addresses and amounts are always parameters, never translated text.
 */
export const en = {
  common: {
    close: 'Close',
  },
  app: {
    navSwap: 'Swap',
    navHistory: 'History',
  },
  health: {
    unavailable: 'The swap service is unavailable right now. {error} Retrying every {seconds} s…',
  },
  service: {
    timeout: 'The service did not answer in time.',
    unreachable: 'The service could not be reached.',
    serverError: 'The service reported an error (HTTP {status}).',
    errorPage: 'The service answered with an error page (HTTP {status}).',
    unreadable: 'The service sent an answer the widget cannot read.',
    busy: 'The service is busy.',
    busyRetry: 'The service is busy; next try in {seconds} s.',
  },
  offline: {
    banner:
      'You are offline. A swap in progress goes on at the service; the widget checks again when you are back online.',
  },
  boundary: {
    failed: 'This part of the widget stopped working.',
    retry: 'Try again',
  },
  // The Help panel (src/ui/help/HelpPanel.tsx): the standing notice is a safety sentence.
  help: {
    button: 'Help',
    title: 'Help',
    noticeTitle: 'Beware of fake support',
    noticeFirst: 'Portage’s support never writes to you first.',
    noticeSecret: 'It never asks for your recovery phrase or private key.',
    noticeLink: 'It never sends you a link to “validate”, “sync” or “restore” a wallet.',
    noticeScam: 'Anyone who does is a scammer.',
    contactPartner: 'Contact {site}’s support',
    contactSite: 'For help, contact the site where you found this widget.',
    give: 'Give support the swap ID and the diagnostic info: that is all it needs.',
    swapId: 'Swap ID',
    copyId: 'Copy swap ID',
    copyDiagnostics: 'Copy diagnostic info',
    diagnosticsHint:
      'The swap ID, its statuses and their times, transaction hashes, networks and this widget’s version. Nothing in it can move your money.',
    diagnosticsLabel: 'Diagnostic info',
    copyFallback:
      'Your browser did not let the widget copy. The text below is selected: copy it with Ctrl+C (⌘C on a Mac).',
  },
  copy: {
    copied: 'Copied',
    failed: 'Select and copy',
  },
  sandbox: {
    simulateDeposit: 'Sandbox: simulate the deposit',
  },
  storage: {
    notice:
      'This page cannot keep data in your browser, so your swap history will not survive a reload. Keep the swap ID to find this swap again.',
  },
  // Find my swap (History) and a swap opened here joining history (issue 35).
  find: {
    title: 'Find my swap',
    label: 'Swap ID or deposit transaction hash',
    hint: 'Paste the swap ID, or the hash of the transaction that paid its deposit.',
    submit: 'Find',
    searching: 'Looking for this swap…',
    opening: 'Swap found. Opening it…',
    empty: 'Enter a swap ID or a deposit transaction hash.',
    spaces: 'Remove the spaces inside it: a swap ID or a hash has none.',
    malformed: 'This is neither a swap ID nor a transaction hash: check that it was copied whole.',
    notFound: 'No swap with this ID or transaction hash.',
    failed: 'The swap could not be looked up. {problem}',
  },
  adopt: {
    title: 'Is this your swap?',
    paysOut:
      'This swap is not in this browser’s history. It pays out to {address} on {network}, in {token}. Is this your swap?',
    add: 'Yes, add it to my history',
    added: 'This swap is now in your history.',
    noPayout: 'This swap names no payout address, so it cannot be added to your history.',
  },
  // The swaps of the connected wallets, in History (ui/history/WalletSwaps.tsx).
  walletSwaps: {
    title: 'Swaps of your wallets',
    intro:
      'Swaps the service knows for your connected wallets that this browser has not listed above: made in another browser or app.',
    loading: 'Looking up the swaps of your wallets…',
    empty: 'The service knows no other swaps of your wallets.',
    listed: {
      one: '{count} swap of your wallets listed.',
      other: '{count} swaps of your wallets listed.',
    },
    error: 'The swaps of your wallets could not be loaded. {reason}',
    moreError: 'More swaps of your wallets could not be loaded. {reason}',
    retry: 'Try again',
    retrying: 'Trying again…',
    showMore: 'Show more',
    loadingMore: 'Loading more…',
  },
  history: {
    title: 'Your swaps',
    empty: 'Swaps you make in this browser appear here.',
    route: '{sourceNetwork} → {destinationToken} on {destinationNetwork}',
    status: {
      created: 'Created',
      user_transfer_pending: 'Waiting for deposit',
      user_transfer_delayed: 'Deposit delayed',
      ls_transfer_pending: 'Sending',
      completed: 'Completed',
      failed: 'Failed',
      expired: 'Expired',
      cancelled: 'Cancelled',
      refunding: 'Refunding',
      refunded: 'Refunded',
      inProgress: 'In progress',
    },
  },
  errors: {
    generic: 'Something went wrong.',
    thisToken: 'this token',
    minimum: 'The minimum for this route is {min} {token}.',
    belowMinimum: 'This amount is below the minimum for this route.',
    maximum: 'The maximum for this route is {max} {token}.',
    aboveMaximum: 'This amount is above the maximum for this route.',
    dailyLimit: 'Today’s limit for {token} has been reached. Try a smaller amount, or again tomorrow.',
    dailyLimitOn:
      'Today’s limit for {token} on {network} has been reached. Try a smaller amount, or again tomorrow.',
    priceImpact: 'The price impact of this swap is too high. Try a smaller amount.',
    insufficientFunds: 'The service cannot cover this amount right now. Try a smaller amount.',
    routeNotFound: 'This route is not available right now. Choose another token or network.',
    blacklistedAddress: 'This address cannot be used for swaps.',
    unactivatedAddress: 'This address is not activated yet.',
    unactivatedAddressOn: 'This address is not activated on {network} yet.',
    invalidAddress: 'The service says this address is not valid.',
    activeSwapLimit: 'You have too many swaps in progress. Finish one before starting another.',
    invalidCredentials: 'This widget is not set up correctly: the service refused its API key.',
    walletOnly: 'Deposits from this network must be sent from a connected wallet.',
  },
  address: {
    lost: {
      tokenContract:
        'This is the {token} token contract on {network}, not a wallet: tokens sent to it are lost. Enter the address of your wallet.',
      zero: 'This is the zero address on {network}, not a wallet: anything sent to it is lost. Enter the address of your wallet.',
      burn: 'This is a burn address on {network}, not a wallet: anything sent to it is lost. Enter the address of your wallet.',
      program:
        'This is a system program on {network}, not a wallet: anything sent to it is lost. Enter the address of your wallet.',
      deposit:
        'This is the deposit address of a swap, not a wallet: money sent to it is stuck. Enter the address of your wallet.',
    },
    uncheckable: 'This address could not be checked. Reload the page and try again.',
    unsupported: 'Portage cannot check addresses on this network yet.',
    empty: 'This address is empty.',
    onlySpaces: 'This address is only spaces.',
    outerSpaces: 'Remove the spaces before or after the address.',
    innerSpaces: 'Remove the spaces inside the address.',
    invisible: 'This address contains an invisible character: type it again, or paste it as plain text.',
    smallX: 'Write the start of the address as 0x, with a small x.',
    add0x: 'Add 0x at the start of the address.',
    nothingAfter0x: 'This address has nothing after 0x.',
    hexChar: 'This address contains {char}: after 0x, only 0-9 and a-f can appear.',
    checksum: 'The checksum of this address is wrong: check for a typing mistake.',
    checksumCase:
      'The capital letters of this address do not match its checksum: check for a typing mistake.',
    invalid: 'This is not a valid {network} address: check for a typing mistake.',
    badChar: 'This address contains {char}, which never appears in a {network} address{hint}.',
    base58Hint: ' ({network} addresses never use 0, O, I or l)',
    length: 'A {network} address has {expected} characters (this one has {length}).',
    looksLike: 'This looks like {kind}, but the destination is on {destination}.',
    kind: {
      evm: 'an Ethereum-style address',
      hex64: 'a Starknet or Fuel address',
      ton: 'a TON address',
      tron: 'a Tron address',
      bitcoin: 'a Bitcoin address',
      cosmos: 'a Cosmos address',
      solana: 'a Solana address',
    },
    network: {
      evm: 'an Ethereum-style network',
      cosmos: 'a Cosmos network',
    },
    evm: {
      start: 'An Ethereum-style address starts with 0x.',
      length:
        'An Ethereum-style address starts with 0x and has 40 hexadecimal characters after it (this one has {length}).',
    },
    fuel: {
      bech32: 'Fuel addresses that start with fuel1 are no longer used: use the form that starts with 0x.',
      start: 'A Fuel address starts with 0x.',
      length:
        'A Fuel address starts with 0x and has 64 hexadecimal characters after it (this one has {length}).',
    },
    bitcoin: {
      unsupported: 'Portage cannot check addresses on this Bitcoin network yet.',
      otherNetwork:
        'This Bitcoin address is for another network ({other}), but the destination is on {network}.',
      testnetOnMainnet:
        'This Bitcoin address is for another network (testnet or regtest), but the destination is on mainnet.',
      mixedCase:
        'A Bitcoin address that starts with {hrp}1 is all small letters or all capitals, not a mix: check for a typing mistake.',
      segwitChar: 'This address contains {char}, which never appears in this kind of Bitcoin address{hint}.',
      segwitHint: ' (after {hrp}1, Bitcoin addresses never use 1, b, i or o)',
      tooLong: 'This Bitcoin address is too long ({length} characters).',
      tooShort: 'This Bitcoin address is too short.',
      programLength: 'This {prefix} address has the wrong length: check for a missing or extra character.',
      sendTo:
        'Portage cannot send to this kind of Bitcoin address yet: use one that starts with {first} or {last}.',
      start: 'A Bitcoin address starts with {first} or {last}.',
      base58Char:
        'This address contains {char}, which never appears in a Bitcoin address that starts with {start}{hint}.',
      base58Hint: ' (they never use 0, O, I or l)',
      length: 'This Bitcoin address has {length} characters, but one that starts with {start} has 26 to 35.',
    },
    cosmos: {
      otherPrefix:
        'This address is for another network (it starts with {other}1): an address here starts with {prefix}1.',
      start: 'An address here starts with {prefix}1.',
      mixedCase:
        'A Cosmos address is all small letters or all capitals, not a mix: check for a typing mistake.',
      hint: ' (after {prefix}1, addresses never use 1, b, i or o)',
      tooShort: 'This Cosmos address is too short: check for a missing character.',
      length: 'This Cosmos address has the wrong length: check for a missing or extra character.',
    },
    solana: {
      length: 'A Solana address has 32 to 44 characters (this one has {length}).',
      invalid: 'This is not a valid Solana address: check for a missing, extra or mistyped character.',
    },
    starkex: {
      start: 'A StarkEx address starts with 0x: it is a Stark key or an Ethereum address.',
      length:
        'A StarkEx address is a Stark key (0x and 41 to 64 hexadecimal characters) or an Ethereum address (0x and 40); this one has {length}.',
      tooLarge: 'This number is too large to be a Stark key: check for a typing mistake.',
    },
    starknet: {
      start: 'An address on {network} starts with 0x.',
      tooLong:
        'An address on {network} has at most 64 hexadecimal characters after 0x (this one has {length}).',
      tooLarge: 'This number is too large to be an address on {network}: check for a typing mistake.',
    },
    ton: {
      raw: 'A raw TON address is a workchain number, a colon and 64 hexadecimal characters, like 0:….',
      workchainSays: 'TON addresses are on workchain 0 or -1 (this one says {workchain}).',
      workchainIs: 'TON addresses are on workchain 0 or -1 (this one is on {workchain}).',
      rawChar: 'This address contains {char}: after the colon, only 0-9 and a-f can appear.',
      rawLength: 'A raw TON address has 64 hexadecimal characters after the colon (this one has {length}).',
      mixed:
        'This address mixes - or _ with + or /, which a TON address never does: check for a typing mistake.',
      tag: 'The first characters of this address are not a known kind of TON address.',
    },
    tron: {
      hex: 'This is a Tron address in hexadecimal form: use its form that starts with T instead.',
      start: 'A Tron address starts with T.',
    },
  },
  // Whether a payout or refund address is a contract, read from the chains (issue 34).
  contractCode: {
    contract: 'This address is a contract on {network}: make sure it can receive {token} there.',
    elsewhere:
      'This address is a contract (such as a Safe) on {other} but not on {network}: whoever controls it on {network} may not be you. Money sent to it there may be lost.',
    acknowledge: 'I have checked that I control this address on {network}.',
    uncheckable: 'Could not check whether this address is a contract on {network}.',
  },
  picker: {
    from: 'From',
    to: 'To',
    onNetwork: 'on {network}',
    loadingNetworks: 'Loading networks…',
    choose: 'Select token',
    backToNetworks: 'Networks',
    tokenTitle: '{side}: token on {network}',
    networkTitle: '{side}: network',
    reachableFrom: 'Reachable from {route}.',
    canSendTo: 'Can send to {route}.',
    showAll: 'Show all',
    tokensOn: 'Tokens on {network}',
    searchTokens: 'Search tokens by name, symbol or contract address',
    searchTokensPlaceholder: 'Search name, symbol or contract',
    noTokenMatches: 'No token matches.',
    networks: 'Networks',
    searchNetworks: 'Search networks',
    noNetworkMatches: 'No network matches.',
    setBySite: 'Set by this site',
    balance: 'Balance',
    holdsTokens: 'You hold tokens here',
  },
  route: {
    formLabel: 'Swap',
    fixedMissingFrom: 'This site set {network} as the source network, but it is not offered now.',
    fixedMissingTo: 'This site set {network} as the destination network, but it is not offered now.',
    siteSetRoute: 'This site set the route',
    blockConfirmAddress: 'Confirm the destination address.',
    setBySite: 'Set by this site.',
    confirmPreset:
      'This site filled in the destination. I checked that {address} is my address on {network}.',
    tokenOnNetwork: '{token} on {network}',
    unreachable:
      '{sourceToken} on {sourceNetwork} cannot be sent to {destinationToken} on {destinationNetwork}. Choose another token or network.',
    flip: 'Swap source and destination',
    flipUnavailable: 'The reverse route is not available',
    walletOnlyUnavailable:
      'Deposits from {network} must be sent from a connected {network} wallet: the service does not give deposit addresses on this network. Wallet deposits for {network} are not available in this version of Portage yet; choose another source network.',
    walletOnlyNote:
      'Deposits from {network} are sent from your {network} wallet: the service gives no deposit address on this network.',
    depositLegend: 'Deposit',
    fromMyWallet: 'From my wallet',
    sendMyself: 'Send it myself to a deposit address',
    loadingWallets: 'Loading wallets…',
    amount: 'Amount',
    amountOf: 'Amount ({token})',
    amountPlaceholder: '0.0',
    destination: 'Destination address',
    destinationOn: 'Destination address on {network}',
    yourAddress: 'Your {network} address',
    chooseDestinationFirst: 'Choose a destination first',
    refund: 'Refund address',
    refundOn: 'Refund address on {network}',
    refundHint:
      'This route swaps assets. If the swap cannot complete, your deposit is returned here, in the source token.',
    refuel: 'Get {token} for gas on {network}',
    refuelAmount: 'Get {token} for gas on {network} ({amount} {token})',
    slippage: 'Slippage',
    slippageAuto: 'Auto',
    quoteChanged:
      'The quote changed: you would now receive {amount} {token}. Check it and press the button again.',
    blockRoute: 'Choose where to swap from and to.',
    blockAmount: 'Enter an amount.',
    blockDestination: 'Enter a valid destination address.',
    blockRefund: 'Enter a valid refund address.',
    blockLostDestination: 'Enter the address of a wallet as the destination.',
    blockLostRefund: 'Enter the address of a wallet as the refund address.',
    blockContractChecking: 'Checking whether the address is a contract…',
    blockContractAcknowledge: 'Tick the box under the contract warning to go on.',
    // The look-alike warning (swap/lookalike.ts): locked safety sentences.
    blockLookalike: 'Check the destination address: it looks like an address you know.',
    blockLookalikeRefund: 'Check the refund address: it looks like an address you know.',
    lookalike: {
      warning:
        'This address starts and ends like an address you know, but its middle is different. Scammers make addresses like this so that one gets copied by mistake.',
      typed: 'You typed',
      payout: 'You used before',
      refund: 'Your refund address before',
      wallet: 'Your connected wallet',
      middleStart: 'the part that differs begins:',
      middleEnd: 'the part that differs ends.',
      confirm: 'I checked every character: this is a new address, not the one I know.',
    },
    blockWalletOnly: 'This network needs a wallet deposit.',
    blockConnect: 'Connect your wallet.',
    creating: 'Creating swap…',
    create: 'Create swap',
    gettingQuote: 'Getting a quote…',
    onlyDigits: 'Only digits and one decimal point.',
    noDecimals: '{token} has no decimal places.',
    tooManyDecimals: {
      one: '{token} allows at most {count} decimal place.',
      other: '{token} allows at most {count} decimal places.',
    },
    loadingLimits: 'Loading limits…',
    limits: 'Min {min} {token} · Max {max} {token}',
    tier: '{min}–{max} {token}: fee {percent} + {fixed} {token}',
    creatingSlow: 'Still creating your swap… the service is slow.',
    createLost:
      'The service did not answer, so a swap may have been created without this page hearing back. Nothing was deposited, so nothing is lost. Press “{button}” to make a new swap, and send your deposit only to the one shown next.',
    amountNegative: 'The amount cannot be negative.',
    amountExponent: 'Write the amount without an exponent (e.g. 0.001, not 1e-3).',
    amountTooLarge: 'This amount is too large: more than {token} can hold.',
    blockAmountInvalid: 'Check the amount.',
    youSend: 'You send',
    methodWalletShort: 'My wallet',
    methodAddressShort: 'Deposit address',
    useMyWallet: 'Use my wallet address',
    recentAddresses: 'Used before',
    useRecent: 'Use {address}',
  },
  quote: {
    label: 'Quote',
    youReceive: 'You receive',
    minimumReceived: 'Minimum received',
    serviceFee: 'Service fee',
    networkFee: 'Network fee',
    totalFee: 'Total fee',
    rate: 'Rate',
    estimatedTime: 'Estimated time',
    route: 'Route',
    reward: 'Reward',
    refreshesIn: 'Quote refreshes in {seconds} s',
    enterAmount: 'Enter an amount to see what you receive.',
    fee: 'Fee {amount}',
    showDetails: 'Show the quote details',
    hideDetails: 'Hide the quote details',
    feeTiers: 'Fees by amount',
    settings: 'Settings',
  },
  deposit: {
    title: 'Send your deposit',
    titleNoAddress: 'Deposit',
    noAddress:
      'This swap has no deposit address. Deposits from {network} must be sent from a connected wallet.',
    sendExactly: 'Send exactly {amount} on {network} to this address:',
    qrLabel: 'QR code of the deposit address {address}',
    addressLabel: 'Deposit address',
    copyAddress: 'Copy address',
    amountLabel: 'Amount',
    copyAmount: 'Copy amount',
    warning:
      'Send only {token} on {network}. Another token, or {token} on another network, sent to this address is lost.',
    incomplete: 'The deposit instructions are incomplete (no exact amount).',
    disagree: 'The deposit instructions disagree on the amount to send.',
    doNotSend: '{reason} Do not send anything for this swap; start a new one.',
    waiting: 'Waiting for your deposit',
    checkTitle: 'Check this swap first',
    notCreatedHere: 'This swap was not created here. It pays out to {address} on {network}.',
    asksToSend: 'It asks for {amount} on {network}.',
    confirmMine: 'I checked this address is mine.',
    confirmContinue: 'Continue',
    cannotCheck:
      'Portage cannot check this swap against the networks it lists ({reason}), so it shows no way to pay it. Do not send anything for it; start a new swap.',
    cannotCheckReason: {
      network: 'its source network is not listed',
      token: 'its token is not listed on that network',
      amount: 'its amount does not fit the token',
      destination: 'it names no payout address',
    },
    tokenFacts: {
      decimals:
        'Portage’s own token facts say {token} on {network} has {table} decimals, but the route lists say {list}, so the amount would be wrong. Portage shows no way to pay this swap: do not send anything for it; start a new swap.',
      contract:
        'Portage’s own token facts say {token} on {network} is the contract {table}, but the route lists name {list}. Portage shows no way to pay this swap: do not send anything for it; start a new swap.',
      notNative:
        'Portage’s own token facts say {token} on {network} is the network’s native coin, but the route lists name the contract {list}. Portage shows no way to pay this swap: do not send anything for it; start a new swap.',
      native:
        'Portage’s own token facts say {token} on {network} is the contract {table}, but the route lists name the network’s native coin. Portage shows no way to pay this swap: do not send anything for it; start a new swap.',
      baseAsset:
        'Portage pins {table} as the base asset of {network}, but the route lists give {list}. Portage shows no way to pay this swap: do not send anything for it; start a new swap.',
      noBaseAsset:
        'Portage pins no base asset for {network}, so it cannot check what a deposit there pays in. Portage shows no way to pay this swap: do not send anything for it; start a new swap.',
      unavailable:
        'Portage could not load its own token facts, so it cannot check this deposit yet. Do not send anything until it can.',
    },
    swapId: 'Swap ID',
    copySwapId: 'Copy swap ID',
    youSend: 'You send',
    onNetwork: 'on {network}',
    fromLabel: 'From',
    toLabel: 'To',
    networkLabel: 'Network',
    contractLabel: 'Deposit contract',
    approveLabel: 'Approval first',
    memoLabel: 'Swap number',
  },
  swap: {
    loading: 'Loading swap',
    notFound: 'This swap was not found. It may belong to another service or have been removed.',
    loadFailed: 'The swap could not be loaded.',
    newSwap: 'Start a new swap',
    lostContact:
      'Lost contact with the service. {problem} Your swap goes on at the service; this page keeps checking.',
    loadRetrying: 'The swap could not be loaded yet. {problem} Trying again…',
  },
  delivery: {
    checking: 'Checking the payment on {network}…',
    delivered: 'Delivered — checked on {network}',
    minimumUnknown:
      'The minimum amount was not known here: the address, the token and the confirmation were checked, not the amount.',
    notConfirmed: 'Not confirmed on chain: {differences}.',
    notFound: '{network} has no transaction {hash}',
    failed: 'the transaction failed',
    pending: 'the transaction is not confirmed yet',
    otherRecipient: 'it paid {paid}, not {expected}',
    noRecipient: 'it paid nothing to {expected}',
    otherToken: 'it paid in {paid}, not in {token}',
    nativeCoin: 'the native coin',
    lessThanMinimum: 'it paid {paid} {token}, less than the minimum of {minimum} {token}',
    notChecked: 'Not checked on chain: {reason}',
    reasonNoReader: 'Portage cannot read the chain of {network}.',
    reasonNoNode: '{network} has no node Portage can ask.',
    reasonNodeError: 'the node of {network} did not answer.',
    reasonNoTransaction: 'the service named no transaction.',
    reasonNoRecipient: 'the refund address is not known here.',
    historyDelivered: 'Delivered — checked on chain',
    historyNotConfirmed: 'Not confirmed on chain',
    historyNotChecked: 'Not checked on chain',
    titleNotConfirmed: 'The service says this swap completed',
    serviceSaysSent: 'The service says it sent',
  },
  status: {
    failReason: {
      received_less_than_valid_range: 'The deposit was smaller than the minimum for this route.',
      received_more_than_valid_range: 'The deposit was larger than the maximum for this route.',
      swap_route_unavailable: 'The route became unavailable while the swap was being processed.',
      degraded_quote: 'The price moved too far from the quote before the swap could be made.',
      quote_expired: 'The deposit arrived after the swap had expired.',
    },
    noReason: 'The service did not say why.',
    reasonGiven: 'Reason given by the service: {reason}.',
    refunded: 'Refunded',
    refundInProgress: 'Refund in progress',
    refundedText: 'The swap could not be completed, and your deposit was sent back to you.',
    refundingText: 'The swap could not be completed. Your deposit is being sent back to you.',
    amountOn: '{amount} {token} on {network}',
    feeDeducted: 'Network fee deducted',
    to: 'To',
    refundTransaction: 'Refund transaction',
    refundLater: 'The refund transaction will appear here once it is sent, in {token}.',
    yourDeposit: 'Your deposit: {link}',
    failed: 'Swap failed',
    expired: 'Swap expired',
    cancelled: 'Swap cancelled',
    notSwapped:
      'Your deposit of {amount} {token} on {network} was received but not swapped. Contact support with the swap ID below to have it returned.',
    noFunds: 'No funds were received for this swap.',
    expiredText:
      'No deposit arrived in time, so nothing was swapped. Do not send funds for this swap any more: if you already did, they will be refunded to you, minus the network fee. Start a new swap to try again.',
    cancelledText: 'This swap was cancelled. Nothing more will happen to it.',
    depositReceived: 'Deposit received',
    depositSent: 'Deposit sent',
    waitingDeposit: 'Waiting for your deposit',
    confirmations: '{done}/{required} confirmations',
    sentFromWallet: 'Sent from your wallet, waiting for the network · {link}',
    notSeen: 'The service has not seen your deposit yet.',
    sending: 'Sending {token} on {network}',
    serviceSending: 'The service is sending your funds.',
    completed: 'Completed',
    received: 'Received',
    titleCompleted: 'Swap completed',
    titleInProgress: 'Swap in progress',
    unknownStatus: 'In progress ({status}).',
    fromExchange: 'From exchange: {name}.',
    toExchange: 'To exchange: {name}.',
    elapsed: 'Elapsed {time}',
    pending: 'pending',
    opensExplorer: ' (opens the explorer)',
    youReceivedLabel: 'You received',
    onNetworkTo: 'on {network} · to {address}',
    forGas: '+ {amount} {token} for gas',
    sent: 'Sent {token} on {network}',
    pairSummary: 'You send {from} and receive about {to}',
    progress: 'Progress',
  },
  // Honest time per status (issue 35): since when, what comes next, how long it usually takes,
  // when an unfunded swap expires, and what a refund brings back where.
  statusTime: {
    inStatus: 'In this step for {elapsed}, since {time}',
    inStatusSeen: 'In this step for at least {elapsed}: first seen here at {time}',
    endedAt: 'Since {time}',
    endedSeen: 'Seen here since {time}',
    sinceUnknown: 'The service does not say since when the swap is in this step.',
    next: {
      send_deposit: 'Next: send the deposit. The swap starts once {network} confirms it.',
      deposit_on_its_way: 'Next: the service sees your deposit once {network} includes it in a block.',
      confirm_deposit:
        'Next: {network} confirms your deposit, then the service sends {token} on {destination}.',
      delayed:
        'Next: the service confirms your deposit, which is taking longer than it expected. The swap goes on by itself.',
      service_sends: 'Next: the service sends {token} to you on {destination}.',
      refund_sends:
        'Next: the service sends your deposit back in {token} on {network}, less the network fee for the refund.',
      completed: 'Nothing more happens: the swap is finished.',
      refunded: 'Nothing more happens: the refund was sent.',
      failed: 'Nothing more happens to this swap by itself.',
      failed_deposit:
        'Nothing more happens to this swap by itself. To have your deposit returned, open Help on this swap.',
      expired: 'Nothing more happens to this swap. Do not send funds for it.',
      cancelled: 'Nothing more happens to this swap.',
      unknown:
        'Next: the service reports a step Portage does not know. Portage keeps checking; nothing is needed from you.',
    },
    usually: 'This usually takes {duration}.',
    usuallyRefund: 'The service gives no time for refunds; swaps on this route usually take {duration}.',
    confirmationsSoFar: '{confirmations} so far; how long that takes depends on the blocks of {network}.',
    slow: 'This is taking longer than usual. Nothing is needed from you yet: the swap goes on by itself. If it stays like this, open Help on this swap.',
    expiresAt: 'Expires at {time} (in {duration}). Send the deposit only before then.',
    expiryPassed: 'The deposit window closed at {time}. Do not send funds for this swap.',
    expiryUnknown:
      'A swap that receives no deposit expires after a while. Send the deposit only while this screen asks for it.',
    refund: {
      toBeRefunded: 'To be refunded',
      amountAbout: 'about {amount} {token} on {network}, less the network fee for the refund',
      amountUnknown: 'your deposit in {token} on {network}, less the network fee for the refund',
      feeUnknown: 'Not given by the service; it is taken from the refund',
      gas: 'The network fee (gas) for sending the refund is taken from the refunded amount.',
      from: {
        refund: 'as the refund transaction says',
        refund_address: 'the refund address you gave',
        wallet: 'the wallet you deposited from',
        sender: 'the address your deposit came from',
      },
      toUnknown:
        'Not known yet: the service has not said, and this browser has no refund address for this swap.',
    },
  },
  wallet: {
    connect: 'Connect wallet',
    connecting: 'Connecting…',
    walletsInBrowser: 'Wallets in this browser',
    theNetwork: 'the network',
    stage: {
      preparing: 'Preparing the deposit…',
      switching: 'Switching your wallet to the right network…',
      approving: 'Approve the token in your wallet…',
      'confirming-approval': 'Waiting for the approval to be confirmed…',
      sending: 'Confirm the deposit in your wallet…',
      broadcasting: 'Sending the signed deposit to the network…',
    },
    hashNotRecorded:
      'Portage could not record this deposit in this browser. Keep this transaction hash, and do not send this deposit again.',
    copyHash: 'Copy transaction hash',
    willNotSign: '{reason} Portage will not ask your wallet to sign it.',
    loading: 'Loading your wallet…',
    interrupted:
      'We could not confirm your deposit was sent: the page was closed or reloaded while your wallet was asking you to sign. Check your wallet’s activity before sending again.',
    interruptedWithLink:
      'We could not confirm your deposit was sent: the page was closed or reloaded while your wallet was asking you to sign. Check your wallet’s activity ({link}) before sending again.',
    addressOnExplorer: 'your address on the explorer',
    checkedNothingSent: 'I checked: nothing was sent',
    sendingInOtherTab:
      'This deposit is being sent from another tab or window of this page. Finish it there; this page will update when it is sent.',
    wrongAccount:
      'This swap was created for the account {expected}, but your wallet is on {actual}. Switch to that account in your wallet to send the deposit.',
    notRecorded:
      'This deposit could not be recorded in this browser, so Portage will not send it from here: after a reload it could be sent twice. Reload the page; if this message stays, send nothing and start a new swap.',
    previewLabel: 'What your wallet will sign',
    previewing: 'Checking what your wallet will be asked to sign…',
    sendButton: 'Send {amount} {token} from wallet',
    panelWallet: 'Wallet {address}',
    balance: 'Balance {amount} {token}',
    balanceUnavailable: 'Balance unavailable',
    readingBalance: 'Reading balance…',
    max: 'Max',
    disconnect: 'Disconnect',
  },
  walletError: {
    rejected: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    insufficient_funds: 'Your wallet does not have enough to send this amount and pay the network fee.',
    wrong_chain: 'Your wallet is on another network. Switch it to {network} and try again.',
    wrong_network: 'Your wallet is on another network. Switch it to {network} and try again.',
    dropped:
      'The network dropped the transaction before it was included. Check your wallet’s activity before trying again.',
    reverted:
      'The network refused the transaction, so the amount was not sent (if it was already in a block, only the network fee was spent).',
    failed_onchain:
      'The deposit failed on {network}. The amount was not sent; only the network fee was spent.',
    simulation_failed:
      'The network would refuse this transaction, so it was not sent. Nothing left your wallet.',
    blockhash_expired:
      'The deposit expired before it reached {network} (it was signed too long ago). Nothing was sent; try again and approve it in your wallet within a minute.',
    node_unreachable:
      'Portage could not reach {network}. Check your connection and try again; if your wallet shows the deposit as sent, wait for it instead.',
    node_refused: '{network} refused the deposit, so nothing was sent.',
    broadcast_refused: 'The network refused the deposit. Nothing was sent.',
    not_connected: 'Your wallet is not connected. Connect it and try again.',
    refused:
      'Portage refused to sign this deposit because it does not match what this swap asked for. Nothing was sent.',
    token_mismatch:
      'The token’s own contract on {network}, read through your wallet, does not match the token of this swap (its decimals or its symbol differ), so Portage will not sign the deposit. Nothing was sent.',
    wallet_changed:
      'Your wallet returned a different transaction from the one Portage prepared, so Portage did not send it. Nothing left your wallet.',
    no_wallet: 'No wallet for this network was found in this browser. Install one, then reload the page.',
    wallet: 'Your wallet could not send the deposit. Check your wallet and try again.',
    unknown: 'Your wallet could not send the deposit. Check your wallet and try again.',
  },
  walletChooser: {
    title: 'Connect a {family} wallet',
    searching: 'Looking for {family} wallets in this browser…',
    declined: 'You declined the connection in {wallet}. You can try again.',
    noAccount: '{wallet} gave no address. Unlock it and try again.',
    failed: '{wallet} could not connect.',
    notInstalled: 'Not installed',
    empty: {
      solana:
        'No Solana wallet was found in this browser. Install or enable a Solana wallet that supports Wallet Standard, then reload this page.',
      bitcoin:
        'No Bitcoin wallet was found in this browser. Install one that supports Sats Connect (such as Xverse), then reload the page.',
      starknet:
        'No Starknet wallet was found in this browser. Install or enable a Starknet wallet (such as Argent X or Braavos), then reload this page.',
      tron: 'No Tron wallet was found in this browser. Install TronLink, then reload this page.',
      fuel: 'No Fuel wallet was found in this browser. Install or unlock a Fuel wallet, then try again.',
    },
  },
} as const;
