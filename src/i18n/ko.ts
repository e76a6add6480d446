import type { Messages } from './types';

/**
 * Korean. Loaded only when chosen. Particles that change with the last sound of a word (을/를,
 * 이/가, 은/는, (으)로, 와/과) never follow a placeholder: sentences attach them to a Korean noun
 * ("{network} 주소가", "입금({amount} {token})을") or use ones that never change (에, 에서, 의),
 * so any network, token or address reads correctly.
 */
export const ko = {
  common: {
    close: '닫기',
  },
  app: {
    navSwap: '스왑',
    navHistory: '내역',
  },
  health: {
    unavailable: '지금은 스왑 서비스를 사용할 수 없습니다. {error} {seconds}초마다 다시 시도하는 중…',
  },
  service: {
    timeout: '서비스가 제시간에 응답하지 않았습니다.',
    unreachable: '서비스에 연결할 수 없습니다.',
    serverError: '서비스에서 오류를 보고했습니다(HTTP {status}).',
    errorPage: '서비스가 오류 페이지로 응답했습니다(HTTP {status}).',
    unreadable: '서비스가 위젯에서 읽을 수 없는 응답을 보냈습니다.',
    busy: '서비스가 혼잡합니다.',
    busyRetry: '서비스가 혼잡합니다. {seconds}초 후에 다시 시도합니다.',
  },
  offline: {
    banner:
      '오프라인 상태입니다. 진행 중인 스왑은 서비스에서 계속 처리되며, 다시 온라인이 되면 위젯이 다시 확인합니다.',
  },
  boundary: {
    failed: '위젯의 이 부분이 작동을 멈췄습니다.',
    retry: '다시 시도',
  },
  copy: {
    copied: '복사됨',
    failed: '선택해서 복사하세요',
  },
  sandbox: {
    simulateDeposit: '샌드박스: 입금 시뮬레이션',
  },
  storage: {
    notice:
      '이 페이지는 브라우저에 데이터를 저장할 수 없어, 새로고침하면 스왑 내역이 사라집니다. 이 스왑을 다시 찾으려면 스왑 ID를 따로 보관하세요.',
  },
  history: {
    title: '내 스왑',
    empty: '이 브라우저에서 진행한 스왑이 여기에 표시됩니다.',
    route: '{sourceNetwork} → {destinationNetwork}의 {destinationToken}',
    status: {
      created: '생성됨',
      user_transfer_pending: '입금 대기 중',
      user_transfer_delayed: '입금 지연',
      ls_transfer_pending: '전송 중',
      completed: '완료',
      failed: '실패',
      expired: '만료됨',
      cancelled: '취소됨',
      refunding: '환불 중',
      refunded: '환불됨',
      inProgress: '진행 중',
    },
  },
  errors: {
    generic: '문제가 발생했습니다.',
    thisToken: '이 토큰',
    minimum: '이 경로의 최소 금액은 {min} {token}입니다.',
    belowMinimum: '이 금액은 이 경로의 최소 금액보다 적습니다.',
    maximum: '이 경로의 최대 금액은 {max} {token}입니다.',
    aboveMaximum: '이 금액은 이 경로의 최대 금액보다 많습니다.',
    dailyLimit: '{token}의 오늘 한도에 도달했습니다. 더 적은 금액으로 시도하거나 내일 다시 시도하세요.',
    dailyLimitOn:
      '{network}에서 {token}의 오늘 한도에 도달했습니다. 더 적은 금액으로 시도하거나 내일 다시 시도하세요.',
    priceImpact: '이 스왑의 가격 영향이 너무 큽니다. 더 적은 금액으로 시도하세요.',
    insufficientFunds: '서비스가 지금은 이 금액을 처리할 수 없습니다. 더 적은 금액으로 시도하세요.',
    routeNotFound: '지금은 이 경로를 사용할 수 없습니다. 다른 토큰이나 네트워크를 선택하세요.',
    blacklistedAddress: '이 주소는 스왑에 사용할 수 없습니다.',
    unactivatedAddress: '이 주소는 아직 활성화되지 않았습니다.',
    unactivatedAddressOn: '이 주소는 아직 {network}에서 활성화되지 않았습니다.',
    invalidAddress: '서비스에서 이 주소가 유효하지 않다고 합니다.',
    activeSwapLimit: '진행 중인 스왑이 너무 많습니다. 하나를 완료한 후 새 스왑을 시작하세요.',
    invalidCredentials: '이 위젯이 올바르게 설정되지 않았습니다. 서비스가 API 키를 거부했습니다.',
    walletOnly: '이 네트워크에서의 입금은 연결된 지갑에서 보내야 합니다.',
  },
  address: {
    lost: {
      tokenContract:
        '이것은 {network}의 {token} 토큰 컨트랙트이며 지갑이 아닙니다. 여기로 보낸 토큰은 사라집니다. 본인 지갑의 주소를 입력하세요.',
      zero: '이것은 {network}의 제로 주소이며 지갑이 아닙니다. 여기로 보낸 것은 모두 사라집니다. 본인 지갑의 주소를 입력하세요.',
      burn: '이것은 {network}의 소각 주소이며 지갑이 아닙니다. 여기로 보낸 것은 모두 사라집니다. 본인 지갑의 주소를 입력하세요.',
      program:
        '이것은 {network}의 시스템 프로그램이며 지갑이 아닙니다. 여기로 보낸 것은 모두 사라집니다. 본인 지갑의 주소를 입력하세요.',
      deposit:
        '이것은 스왑의 입금 주소이며 지갑이 아닙니다. 여기로 보낸 돈은 묶이게 됩니다. 본인 지갑의 주소를 입력하세요.',
    },
    uncheckable: '이 주소를 확인할 수 없습니다. 페이지를 새로고침하고 다시 시도하세요.',
    unsupported: 'Portage는 아직 이 네트워크의 주소를 확인할 수 없습니다.',
    empty: '주소가 비어 있습니다.',
    onlySpaces: '이 주소는 공백뿐입니다.',
    outerSpaces: '주소 앞뒤의 공백을 지우세요.',
    innerSpaces: '주소 중간의 공백을 지우세요.',
    invisible: '이 주소에 보이지 않는 문자가 있습니다. 다시 입력하거나 일반 텍스트로 붙여 넣으세요.',
    smallX: '주소의 시작은 소문자 x를 써서 0x로 적으세요.',
    add0x: '주소 앞에 0x를 붙이세요.',
    nothingAfter0x: '이 주소에는 0x 뒤에 아무것도 없습니다.',
    hexChar: '이 주소에 {char} 문자가 있습니다. 0x 뒤에는 0-9와 a-f만 올 수 있습니다.',
    checksum: '이 주소의 체크섬이 올바르지 않습니다. 오타가 없는지 확인하세요.',
    checksumCase: '이 주소의 대문자가 체크섬과 맞지 않습니다. 오타가 없는지 확인하세요.',
    invalid: '유효한 {network} 주소가 아닙니다. 오타가 없는지 확인하세요.',
    badChar: '이 주소에 {char} 문자가 있지만, {network} 주소에는 이 문자가 쓰이지 않습니다{hint}.',
    base58Hint: ' ({network} 주소에는 0, O, I, l 문자를 쓰지 않음)',
    length: '{network} 주소는 {expected}자입니다(이 주소는 {length}자).',
    looksLike: '{kind}처럼 보이지만, 받는 네트워크는 {destination}입니다.',
    kind: {
      evm: 'Ethereum 방식 주소',
      hex64: 'Starknet 또는 Fuel 주소',
      ton: 'TON 주소',
      tron: 'Tron 주소',
      bitcoin: 'Bitcoin 주소',
      cosmos: 'Cosmos 주소',
      solana: 'Solana 주소',
    },
    network: {
      evm: 'Ethereum 방식 네트워크',
      cosmos: 'Cosmos 네트워크',
    },
    evm: {
      start: 'Ethereum 방식 주소는 0x로 시작합니다.',
      length: 'Ethereum 방식 주소는 0x로 시작하고 그 뒤에 16진수 40자가 옵니다(이 주소는 {length}자).',
    },
    fuel: {
      bech32: 'fuel1로 시작하는 Fuel 주소는 더 이상 쓰이지 않습니다. 0x로 시작하는 형식을 사용하세요.',
      start: 'Fuel 주소는 0x로 시작합니다.',
      length: 'Fuel 주소는 0x로 시작하고 그 뒤에 16진수 64자가 옵니다(이 주소는 {length}자).',
    },
    bitcoin: {
      unsupported: 'Portage는 아직 이 Bitcoin 네트워크의 주소를 확인할 수 없습니다.',
      otherNetwork: '이 Bitcoin 주소는 다른 네트워크({other})용이지만, 받는 네트워크는 {network}입니다.',
      testnetOnMainnet:
        '이 Bitcoin 주소는 다른 네트워크(testnet 또는 regtest)용이지만, 받는 네트워크는 mainnet입니다.',
      mixedCase:
        '{hrp}1로 시작하는 Bitcoin 주소는 모두 소문자이거나 모두 대문자이며, 섞어 쓰지 않습니다. 오타가 없는지 확인하세요.',
      segwitChar:
        '이 주소에 {char} 문자가 있지만, 이런 종류의 Bitcoin 주소에는 이 문자가 쓰이지 않습니다{hint}.',
      segwitHint: ' ({hrp}1 뒤에는 1, b, i, o 문자를 쓰지 않음)',
      tooLong: '이 Bitcoin 주소는 너무 깁니다({length}자).',
      tooShort: '이 Bitcoin 주소는 너무 짧습니다.',
      programLength:
        '이 {prefix} 주소는 길이가 올바르지 않습니다. 빠지거나 더 들어간 문자가 없는지 확인하세요.',
      sendTo:
        'Portage는 아직 이런 종류의 Bitcoin 주소로 보낼 수 없습니다. 시작 부분이 {first} 또는 {last}인 주소를 사용하세요.',
      start: 'Bitcoin 주소의 시작 부분은 {first} 또는 {last}입니다.',
      base58Char:
        '이 주소에 {char} 문자가 있지만, 시작 부분이 {start}인 Bitcoin 주소에는 이 문자가 쓰이지 않습니다{hint}.',
      base58Hint: ' (이런 주소에는 0, O, I, l 문자를 쓰지 않음)',
      length: '이 Bitcoin 주소는 {length}자이지만, 시작 부분이 {start}인 주소는 26~35자입니다.',
    },
    cosmos: {
      otherPrefix:
        '이 주소는 다른 네트워크용입니다({other}1로 시작함). 여기서는 주소가 {prefix}1로 시작합니다.',
      start: '여기서는 주소가 {prefix}1로 시작합니다.',
      mixedCase:
        'Cosmos 주소는 모두 소문자이거나 모두 대문자이며, 섞어 쓰지 않습니다. 오타가 없는지 확인하세요.',
      hint: ' ({prefix}1 뒤에는 1, b, i, o 문자를 쓰지 않음)',
      tooShort: '이 Cosmos 주소는 너무 짧습니다. 빠진 문자가 없는지 확인하세요.',
      length: '이 Cosmos 주소는 길이가 올바르지 않습니다. 빠지거나 더 들어간 문자가 없는지 확인하세요.',
    },
    solana: {
      length: 'Solana 주소는 32~44자입니다(이 주소는 {length}자).',
      invalid: '유효한 Solana 주소가 아닙니다. 빠지거나 더 들어가거나 잘못 입력한 문자가 없는지 확인하세요.',
    },
    starkex: {
      start: 'StarkEx 주소는 0x로 시작하며, Stark 키 또는 Ethereum 주소입니다.',
      length:
        'StarkEx 주소는 Stark 키(0x와 16진수 41~64자) 또는 Ethereum 주소(0x와 40자)입니다. 이 주소는 {length}자입니다.',
      tooLarge: '이 숫자는 Stark 키가 되기에는 너무 큽니다. 오타가 없는지 확인하세요.',
    },
    starknet: {
      start: '{network}의 주소는 0x로 시작합니다.',
      tooLong: '{network}의 주소는 0x 뒤에 16진수가 최대 64자입니다(이 주소는 {length}자).',
      tooLarge: '이 숫자는 {network}의 주소가 되기에는 너무 큽니다. 오타가 없는지 확인하세요.',
    },
    ton: {
      raw: 'TON raw 주소는 워크체인 번호, 콜론, 16진수 64자로 이루어집니다(예: 0:…).',
      workchainSays: 'TON 주소는 워크체인 0 또는 -1에 있습니다(이 주소에 적힌 값: {workchain}).',
      workchainIs: 'TON 주소는 워크체인 0 또는 -1에 있습니다(이 주소는 워크체인 {workchain}에 있음).',
      rawChar: '이 주소에 {char} 문자가 있습니다. 콜론 뒤에는 0-9와 a-f만 올 수 있습니다.',
      rawLength: 'TON raw 주소는 콜론 뒤에 16진수 64자가 옵니다(이 주소는 {length}자).',
      mixed:
        '이 주소에는 -, _ 중 하나와 +, / 중 하나가 함께 들어 있는데, TON 주소에는 이런 경우가 없습니다. 오타가 없는지 확인하세요.',
      tag: '이 주소의 앞부분 문자는 알려진 어떤 종류의 TON 주소에도 해당하지 않습니다.',
    },
    tron: {
      hex: '16진수 형식의 Tron 주소입니다. 대신 T로 시작하는 형식을 사용하세요.',
      start: 'Tron 주소는 T로 시작합니다.',
    },
  },
  // Whether a payout or refund address is a contract, read from the chains (issue 34).
  contractCode: {
    contract: '이 주소는 {network}의 컨트랙트입니다. 그곳에서 {token}을(를) 받을 수 있는지 확인하세요.',
    elsewhere:
      '이 주소는 {other}에서는 컨트랙트(예: Safe)이지만 {network}에서는 아닙니다. {network}에서 이 주소를 제어하는 사람이 본인이 아닐 수 있습니다. 그곳으로 보낸 돈은 사라질 수 있습니다.',
    acknowledge: '{network}에서 이 주소를 내가 제어하고 있음을 확인했습니다.',
    uncheckable: '이 주소가 {network}의 컨트랙트인지 확인할 수 없었습니다.',
  },
  picker: {
    from: '보내기',
    to: '받기',
    onNetwork: '{network} 네트워크',
    loadingNetworks: '네트워크를 불러오는 중…',
    choose: '토큰 선택',
    backToNetworks: '네트워크',
    tokenTitle: '{side}: {network}의 토큰',
    networkTitle: '{side}: 네트워크',
    reachableFrom: '{route}에서 스왑할 수 있는 항목만 표시합니다.',
    canSendTo: '{route} 받기가 가능한 항목만 표시합니다.',
    showAll: '모두 보기',
    tokensOn: '{network}의 토큰',
    searchTokens: '이름, 심볼 또는 컨트랙트 주소로 토큰 검색',
    searchTokensPlaceholder: '이름, 심볼 또는 컨트랙트 검색',
    noTokenMatches: '일치하는 토큰이 없습니다.',
    networks: '네트워크',
    searchNetworks: '네트워크 검색',
    noNetworkMatches: '일치하는 네트워크가 없습니다.',
    setBySite: '이 사이트에서 지정함',
    balance: '잔액',
    holdsTokens: '이 네트워크에 보유한 토큰이 있습니다',
  },
  route: {
    formLabel: '스왑',
    fixedMissingFrom: '이 사이트가 지정한 보내는 네트워크({network})를 지금은 사용할 수 없습니다.',
    fixedMissingTo: '이 사이트가 지정한 받는 네트워크({network})를 지금은 사용할 수 없습니다.',
    siteSetRoute: '이 사이트에서 경로를 지정했습니다',
    blockConfirmAddress: '받는 주소를 확인하세요.',
    setBySite: '이 사이트에서 지정했습니다.',
    confirmPreset:
      '이 사이트에서 받는 주소를 입력했습니다. {address} 주소가 {network}의 내 주소임을 확인했습니다.',
    tokenOnNetwork: '{network}의 {token}',
    unreachable:
      '{sourceNetwork}의 {sourceToken}에서 {destinationNetwork}의 {destinationToken} 토큰으로 스왑할 수 없습니다. 다른 토큰이나 네트워크를 선택하세요.',
    flip: '보내기와 받기 바꾸기',
    flipUnavailable: '반대 방향 경로를 사용할 수 없습니다',
    walletOnlyUnavailable:
      '{network}에서의 입금은 연결된 {network} 지갑에서 보내야 합니다. 서비스가 이 네트워크의 입금 주소를 제공하지 않습니다. 이 버전의 Portage는 아직 {network} 지갑 입금을 지원하지 않으므로, 다른 보내는 네트워크를 선택하세요.',
    walletOnlyNote:
      '{network}에서의 입금은 내 {network} 지갑에서 보냅니다. 서비스가 이 네트워크의 입금 주소를 제공하지 않습니다.',
    depositLegend: '입금 방법',
    fromMyWallet: '내 지갑에서',
    sendMyself: '입금 주소로 직접 보내기',
    loadingWallets: '지갑을 불러오는 중…',
    amount: '금액',
    amountOf: '금액({token})',
    amountPlaceholder: '0.0',
    destination: '받는 주소',
    destinationOn: '{network}의 받는 주소',
    yourAddress: '내 {network} 주소',
    chooseDestinationFirst: '먼저 받을 토큰을 선택하세요',
    refund: '환불 주소',
    refundOn: '{network}의 환불 주소',
    refundHint:
      '이 경로는 자산을 스왑합니다. 스왑을 완료할 수 없으면 입금한 자산이 보낸 토큰 그대로 이 주소로 환불됩니다.',
    refuel: '{network}에서 가스비로 쓸 {token} 받기',
    refuelAmount: '{network}에서 가스비로 쓸 {token} 받기({amount} {token})',
    slippage: '슬리피지',
    slippageAuto: '자동',
    quoteChanged:
      '견적이 바뀌었습니다. 이제 받게 될 금액은 {amount} {token}입니다. 확인 후 버튼을 다시 누르세요.',
    blockRoute: '어디에서 어디로 스왑할지 선택하세요.',
    blockAmount: '금액을 입력하세요.',
    blockDestination: '유효한 받는 주소를 입력하세요.',
    blockRefund: '유효한 환불 주소를 입력하세요.',
    blockLostDestination: '받는 주소로 지갑 주소를 입력하세요.',
    blockLostRefund: '환불 주소로 지갑 주소를 입력하세요.',
    blockContractChecking: '주소가 컨트랙트인지 확인하는 중…',
    blockContractAcknowledge: '계속하려면 컨트랙트 경고 아래의 확인란을 선택하세요.',
    blockWalletOnly: '이 네트워크는 지갑 입금이 필요합니다.',
    blockConnect: '지갑을 연결하세요.',
    creating: '스왑 생성 중…',
    create: '스왑 생성',
    gettingQuote: '견적을 받는 중…',
    onlyDigits: '숫자와 소수점 하나만 입력할 수 있습니다.',
    noDecimals: '{token} 토큰은 소수점 이하 자릿수가 없습니다.',
    tooManyDecimals: {
      other: '{token} 토큰은 소수점 이하 최대 {count}자리까지 입력할 수 있습니다.',
    },
    loadingLimits: '한도를 불러오는 중…',
    limits: '최소 {min} {token} · 최대 {max} {token}',
    tier: '{min}~{max} {token}: 수수료 {percent} + {fixed} {token}',
    creatingSlow: '아직 스왑을 생성하고 있습니다… 서비스 응답이 느립니다.',
    createLost:
      '서비스가 응답하지 않아, 이 페이지가 결과를 받지 못한 채 스왑이 생성되었을 수 있습니다. 아직 입금하지 않았으므로 잃은 것은 없습니다. “{button}” 버튼을 눌러 새 스왑을 만들고, 다음에 표시되는 스왑에만 입금하세요.',
    amountNegative: '금액은 음수일 수 없습니다.',
    amountExponent: '금액은 지수 표기 없이 입력하세요(예: 1e-3이 아니라 0.001).',
    amountTooLarge: '금액이 너무 큽니다. {token} 토큰이 표현할 수 있는 범위를 넘습니다.',
    blockAmountInvalid: '금액을 확인하세요.',
    youSend: '보내는 금액',
    methodWalletShort: '내 지갑',
    methodAddressShort: '입금 주소',
    useMyWallet: '내 지갑 주소 사용',
    recentAddresses: '이전에 사용한 주소',
    useRecent: '{address} 사용',
  },
  quote: {
    label: '견적',
    youReceive: '받는 금액',
    minimumReceived: '최소 수령액',
    serviceFee: '서비스 수수료',
    networkFee: '네트워크 수수료',
    totalFee: '총 수수료',
    rate: '환율',
    estimatedTime: '예상 소요 시간',
    route: '경로',
    reward: '보상',
    refreshesIn: '{seconds}초 후 견적 갱신',
    enterAmount: '금액을 입력하면 받을 금액이 표시됩니다.',
    fee: '수수료 {amount}',
    showDetails: '견적 세부 정보 보기',
    hideDetails: '견적 세부 정보 숨기기',
    feeTiers: '금액별 수수료',
    settings: '설정',
  },
  deposit: {
    title: '입금 보내기',
    titleNoAddress: '입금',
    noAddress: '이 스왑에는 입금 주소가 없습니다. {network}에서의 입금은 연결된 지갑에서 보내야 합니다.',
    sendExactly: '{network}에서 이 주소로 정확히 {amount}만큼 보내세요:',
    qrLabel: '입금 주소 {address}의 QR 코드',
    addressLabel: '입금 주소',
    copyAddress: '주소 복사',
    amountLabel: '금액',
    copyAmount: '금액 복사',
    warning:
      '{network}의 {token}만 보내세요. 다른 토큰이나 다른 네트워크의 {token} 토큰을 이 주소로 보내면 잃게 됩니다.',
    incomplete: '입금 안내가 불완전합니다(정확한 금액 없음).',
    disagree: '입금 안내에 나온 보낼 금액이 서로 다릅니다.',
    doNotSend: '{reason} 이 스왑에는 아무것도 보내지 말고 새 스왑을 시작하세요.',
    waiting: '입금을 기다리는 중',
    checkTitle: '먼저 이 스왑을 확인하세요',
    notCreatedHere: '이 스왑은 여기에서 만들어지지 않았습니다. {network}의 {address} 주소로 지급됩니다.',
    asksToSend: '{network}에서 {amount} 입금을 요청합니다.',
    confirmMine: '이 주소가 내 주소임을 확인했습니다.',
    confirmContinue: '계속',
    cannotCheck:
      'Portage가 이 스왑을 지원 네트워크 목록과 대조할 수 없어({reason}) 결제 방법을 표시하지 않습니다. 이 스왑에는 아무것도 보내지 말고 새 스왑을 시작하세요.',
    cannotCheckReason: {
      network: '보내는 네트워크가 목록에 없음',
      token: '토큰이 해당 네트워크 목록에 없음',
      amount: '금액이 토큰의 소수 자릿수와 맞지 않음',
      destination: '지급 주소가 없음',
    },
    tokenFacts: {
      decimals:
        'Portage 자체 토큰 정보에 따르면 {network}의 {token}은(는) 소수점 {table}자리이지만 경로 목록은 {list}자리라고 하므로 금액이 잘못됩니다. Portage는 이 스왑을 결제할 방법을 표시하지 않습니다. 이 스왑에는 아무것도 보내지 말고 새 스왑을 시작하세요.',
      contract:
        'Portage 자체 토큰 정보에 따르면 {network}의 {token}은(는) 컨트랙트 {table}이지만 경로 목록은 {list}을(를) 제시합니다. Portage는 이 스왑을 결제할 방법을 표시하지 않습니다. 이 스왑에는 아무것도 보내지 말고 새 스왑을 시작하세요.',
      notNative:
        'Portage 자체 토큰 정보에 따르면 {network}의 {token}은(는) 네트워크의 기본 코인이지만 경로 목록은 컨트랙트 {list}을(를) 제시합니다. Portage는 이 스왑을 결제할 방법을 표시하지 않습니다. 이 스왑에는 아무것도 보내지 말고 새 스왑을 시작하세요.',
      native:
        'Portage 자체 토큰 정보에 따르면 {network}의 {token}은(는) 컨트랙트 {table}이지만 경로 목록은 네트워크의 기본 코인을 제시합니다. Portage는 이 스왑을 결제할 방법을 표시하지 않습니다. 이 스왑에는 아무것도 보내지 말고 새 스왑을 시작하세요.',
      baseAsset:
        'Portage는 {network}의 기본 자산을 {table}(으)로 고정하지만 경로 목록은 {list}을(를) 제시합니다. Portage는 이 스왑을 결제할 방법을 표시하지 않습니다. 이 스왑에는 아무것도 보내지 말고 새 스왑을 시작하세요.',
      noBaseAsset:
        'Portage는 {network}의 기본 자산을 고정하지 않으므로 그곳의 입금이 무엇으로 지불되는지 확인할 수 없습니다. Portage는 이 스왑을 결제할 방법을 표시하지 않습니다. 이 스왑에는 아무것도 보내지 말고 새 스왑을 시작하세요.',
      unavailable:
        'Portage가 자체 토큰 정보를 불러오지 못해 아직 이 입금을 확인할 수 없습니다. 확인할 수 있을 때까지 아무것도 보내지 마세요.',
    },
    swapId: '스왑 ID',
    copySwapId: '스왑 ID 복사',
    youSend: '보내는 금액',
    onNetwork: '{network}에서',
    fromLabel: '보내는 곳',
    toLabel: '받는 곳',
    networkLabel: '네트워크',
    contractLabel: '입금 컨트랙트',
    approveLabel: '먼저 승인 필요',
    memoLabel: '스왑 번호',
  },
  swap: {
    loading: '스왑을 불러오는 중',
    notFound: '이 스왑을 찾을 수 없습니다. 다른 서비스의 스왑이거나 삭제되었을 수 있습니다.',
    loadFailed: '스왑을 불러올 수 없습니다.',
    newSwap: '새 스왑 시작',
    lostContact:
      '서비스와 연결이 끊겼습니다. {problem} 스왑은 서비스에서 계속 진행되며, 이 페이지는 계속 확인합니다.',
    loadRetrying: '아직 스왑을 불러오지 못했습니다. {problem} 다시 시도하는 중…',
  },
  status: {
    failReason: {
      received_less_than_valid_range: '입금액이 이 경로의 최소 금액보다 적었습니다.',
      received_more_than_valid_range: '입금액이 이 경로의 최대 금액보다 많았습니다.',
      swap_route_unavailable: '스왑을 처리하는 동안 경로를 사용할 수 없게 되었습니다.',
      degraded_quote: '스왑이 실행되기 전에 가격이 견적에서 너무 많이 벗어났습니다.',
      quote_expired: '스왑이 만료된 후에 입금이 도착했습니다.',
    },
    noReason: '서비스가 이유를 알려 주지 않았습니다.',
    reasonGiven: '서비스가 알려 준 이유: {reason}.',
    refunded: '환불됨',
    refundInProgress: '환불 진행 중',
    refundedText: '스왑을 완료할 수 없어 입금한 자산을 돌려보냈습니다.',
    refundingText: '스왑을 완료할 수 없었습니다. 입금한 자산을 돌려보내는 중입니다.',
    amountOn: '{amount} {token}({network})',
    feeDeducted: '차감된 네트워크 수수료',
    to: '환불 받는 곳',
    refundTransaction: '환불 트랜잭션',
    refundLater: '환불 트랜잭션이 전송되면 여기에 표시됩니다(환불 토큰: {token}).',
    yourDeposit: '내 입금: {link}',
    failed: '스왑 실패',
    expired: '스왑 만료',
    cancelled: '스왑 취소됨',
    notSwapped:
      '{network}에서 보낸 입금({amount} {token})을 받았지만 스왑되지 않았습니다. 돌려받으려면 아래 스왑 ID와 함께 고객 지원에 문의하세요.',
    noFunds: '이 스왑으로 받은 자금이 없습니다.',
    expiredText:
      '제시간에 입금이 도착하지 않아 스왑이 진행되지 않았습니다. 이 스왑에는 더 이상 자금을 보내지 마세요. 이미 보냈다면 네트워크 수수료를 뺀 금액이 환불됩니다. 다시 시도하려면 새 스왑을 시작하세요.',
    cancelledText: '이 스왑은 취소되었습니다. 더 이상 처리되지 않습니다.',
    depositReceived: '입금 확인됨',
    depositSent: '입금 전송됨',
    waitingDeposit: '입금을 기다리는 중',
    confirmations: '컨펌 {done}/{required}',
    sentFromWallet: '지갑에서 보냄, 네트워크 확인 대기 중 · {link}',
    notSeen: '서비스에서 아직 입금을 확인하지 못했습니다.',
    sending: '{network}의 {token} 보내는 중',
    serviceSending: '서비스에서 자금을 보내는 중입니다.',
    completed: '완료',
    received: '받음',
    titleCompleted: '스왑 완료',
    titleInProgress: '스왑 진행 중',
    unknownStatus: '진행 중({status}).',
    fromExchange: '보내는 거래소: {name}.',
    toExchange: '받는 거래소: {name}.',
    elapsed: '경과 시간 {time}',
    usuallyTakes: '보통 {duration} 소요',
    pending: '대기 중',
    opensExplorer: ' (블록 탐색기에서 열림)',
    youReceivedLabel: '받은 금액',
    onNetworkTo: '{network} · 받는 주소 {address}',
    forGas: '+ 가스비용 {amount} {token}',
    sent: '{network}의 {token} 전송 완료',
    pairSummary: '보내는 금액 {from}, 받는 금액 약 {to}',
    progress: '진행 상황',
  },
  wallet: {
    connect: '지갑 연결',
    connecting: '연결 중…',
    walletsInBrowser: '이 브라우저의 지갑',
    theNetwork: '해당 네트워크',
    stage: {
      preparing: '입금을 준비하는 중…',
      switching: '지갑을 올바른 네트워크로 전환하는 중…',
      approving: '지갑에서 토큰 사용을 승인하세요…',
      'confirming-approval': '승인이 확정되기를 기다리는 중…',
      sending: '지갑에서 입금을 확인하세요…',
      broadcasting: '서명된 입금을 네트워크로 보내는 중…',
    },
    hashNotRecorded:
      'Portage가 이 브라우저에 이 입금을 기록하지 못했습니다. 이 트랜잭션 해시를 보관하고, 이 입금을 다시 보내지 마세요.',
    copyHash: '트랜잭션 해시 복사',
    willNotSign: '{reason} Portage는 지갑에 서명을 요청하지 않습니다.',
    loading: '지갑을 불러오는 중…',
    interrupted:
      '입금이 전송되었는지 확인할 수 없습니다. 지갑이 서명을 요청하는 동안 페이지가 닫히거나 새로고침되었습니다. 다시 보내기 전에 지갑의 활동 내역을 확인하세요.',
    interruptedWithLink:
      '입금이 전송되었는지 확인할 수 없습니다. 지갑이 서명을 요청하는 동안 페이지가 닫히거나 새로고침되었습니다. 다시 보내기 전에 지갑의 활동 내역({link})을 확인하세요.',
    addressOnExplorer: '블록 탐색기에서 내 주소 보기',
    checkedNothingSent: '확인했습니다: 보낸 것이 없습니다',
    sendingInOtherTab:
      '이 입금은 이 페이지의 다른 탭이나 창에서 보내는 중입니다. 그곳에서 마무리하세요. 전송되면 이 페이지도 업데이트됩니다.',
    wrongAccount:
      '이 스왑은 {expected} 계정용으로 생성되었지만, 지갑에서는 {actual} 계정이 선택되어 있습니다. 입금하려면 지갑에서 해당 계정으로 전환하세요.',
    notRecorded:
      '이 브라우저에 이 입금을 기록할 수 없어 Portage는 여기에서 입금을 보내지 않습니다. 새로고침 후 두 번 보내질 수 있기 때문입니다. 페이지를 새로고침하고, 이 메시지가 계속 보이면 아무것도 보내지 말고 새 스왑을 시작하세요.',
    previewLabel: '지갑에서 서명할 내용',
    previewing: '지갑에서 서명을 요청할 내용을 확인하는 중…',
    sendButton: '지갑에서 {amount} {token} 보내기',
    panelWallet: '지갑 {address}',
    balance: '잔액 {amount} {token}',
    balanceUnavailable: '잔액을 확인할 수 없음',
    readingBalance: '잔액을 불러오는 중…',
    max: '최대',
    disconnect: '연결 해제',
  },
  walletError: {
    rejected: '지갑에서 요청을 거절했습니다. 아무것도 보내지 않았으며, 다시 시도할 수 있습니다.',
    insufficient_funds: '지갑 잔액이 이 금액을 보내고 네트워크 수수료를 내기에 부족합니다.',
    wrong_chain:
      '지갑이 다른 네트워크에 연결되어 있습니다. 지갑을 {network}에 연결되도록 전환한 후 다시 시도하세요.',
    wrong_network:
      '지갑이 다른 네트워크에 연결되어 있습니다. 지갑을 {network}에 연결되도록 전환한 후 다시 시도하세요.',
    dropped:
      '트랜잭션이 블록에 포함되기 전에 네트워크에서 삭제되었습니다. 다시 시도하기 전에 지갑의 활동 내역을 확인하세요.',
    reverted:
      '네트워크가 트랜잭션을 거부하여 금액이 전송되지 않았습니다(이미 블록에 포함되었다면 네트워크 수수료만 사용되었습니다).',
    failed_onchain:
      '{network}에서 입금이 실패했습니다. 금액은 전송되지 않았으며 네트워크 수수료만 사용되었습니다.',
    simulation_failed:
      '네트워크가 이 트랜잭션을 거부할 것이므로 보내지 않았습니다. 지갑에서 빠져나간 것은 없습니다.',
    blockhash_expired:
      '입금이 {network}에 도달하기 전에 만료되었습니다(서명한 지 너무 오래되었습니다). 아무것도 보내지 않았습니다. 다시 시도하고 1분 안에 지갑에서 승인하세요.',
    node_unreachable:
      'Portage가 {network}에 연결할 수 없습니다. 인터넷 연결을 확인하고 다시 시도하세요. 지갑에 입금이 전송된 것으로 표시되면 다시 보내지 말고 기다리세요.',
    node_refused: '{network}에서 입금을 거부하여 아무것도 보내지 않았습니다.',
    broadcast_refused: '네트워크가 입금을 거부했습니다. 아무것도 보내지 않았습니다.',
    not_connected: '지갑이 연결되어 있지 않습니다. 연결한 후 다시 시도하세요.',
    refused:
      '이 입금이 이 스왑에서 요청한 내용과 일치하지 않아 Portage가 서명을 거부했습니다. 아무것도 보내지 않았습니다.',
    token_mismatch:
      '지갑을 통해 읽은 {network}의 토큰 컨트랙트가 이 스왑의 토큰과 일치하지 않습니다(소수 자릿수 또는 심볼이 다릅니다). 그래서 Portage는 입금에 서명하지 않습니다. 아무것도 보내지 않았습니다.',
    wallet_changed:
      '지갑이 Portage가 준비한 것과 다른 트랜잭션을 반환하여 Portage가 보내지 않았습니다. 지갑에서 빠져나간 것은 없습니다.',
    no_wallet:
      '이 브라우저에서 이 네트워크용 지갑을 찾을 수 없습니다. 지갑을 설치한 후 페이지를 새로고침하세요.',
    wallet: '지갑에서 입금을 보내지 못했습니다. 지갑을 확인하고 다시 시도하세요.',
    unknown: '지갑에서 입금을 보내지 못했습니다. 지갑을 확인하고 다시 시도하세요.',
  },
  walletChooser: {
    title: '{family} 지갑 연결',
    searching: '이 브라우저에서 {family} 지갑을 찾는 중…',
    declined: '{wallet}에서 연결을 거절했습니다. 다시 시도할 수 있습니다.',
    noAccount: '{wallet}에서 주소를 제공하지 않았습니다. 잠금을 해제하고 다시 시도하세요.',
    failed: '{wallet}에 연결할 수 없습니다.',
    notInstalled: '설치되지 않음',
    empty: {
      solana:
        '이 브라우저에서 Solana 지갑을 찾을 수 없습니다. Wallet Standard를 지원하는 Solana 지갑을 설치하거나 활성화한 후 이 페이지를 새로고침하세요.',
      bitcoin:
        '이 브라우저에서 Bitcoin 지갑을 찾을 수 없습니다. Sats Connect를 지원하는 지갑(예: Xverse)을 설치한 후 페이지를 새로고침하세요.',
      starknet:
        '이 브라우저에서 Starknet 지갑을 찾을 수 없습니다. Starknet 지갑(예: Argent X, Braavos)을 설치하거나 활성화한 후 이 페이지를 새로고침하세요.',
      tron: '이 브라우저에서 Tron 지갑을 찾을 수 없습니다. TronLink를 설치한 후 이 페이지를 새로고침하세요.',
      fuel: '이 브라우저에서 Fuel 지갑을 찾을 수 없습니다. Fuel 지갑을 설치하거나 잠금을 해제한 후 다시 시도하세요.',
    },
  },
} as const satisfies Messages;
